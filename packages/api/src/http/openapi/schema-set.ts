import * as outputs from "@unveil/validators/outputs";
import { z } from "zod";

export type Json = Record<string, unknown>;

/** Each `XxxOutput` of @unveil/validators/outputs is the component `Xxx`, referenced wherever it is used. */
export function namedOutputs(): Map<z.ZodType, string> {
  const named = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(outputs)) {
    if (exportName.endsWith("Output") && value instanceof z.ZodType) named.set(value, exportName.slice(0, -"Output".length));
  }
  return named;
}

/**
 * zod schemas to JSON Schema in one pass per direction (request bodies as zod accepts
 * them, answers as procedures return them), so named schemas become `$ref`s.
 * `slot` returns an object that `fill` completes once every schema is known.
 */
export class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();
  private readonly slots: { id: string; target: Json }[] = [];

  constructor(
    private readonly io: "input" | "output",
    private readonly named: Map<z.ZodType, string> = new Map(),
  ) {
    for (const [schema, id] of named) this.add(schema, id);
  }

  private add(schema: z.ZodType, id: string) {
    this.registry.add(schema, { id });
    this.ids.set(schema, id);
  }

  slot(schema: z.ZodType): Json {
    const name = this.named.get(schema);
    if (name) return { $ref: `#/components/schemas/${name}` };
    let id = this.ids.get(schema);
    if (!id) {
      id = `__${this.io}_${this.ids.size}`;
      this.add(schema, id);
    }
    const target: Json = {};
    this.slots.push({ id, target });
    return target;
  }

  /** Converts everything; fills the slots; returns the named schemas (the components). */
  fill(): Record<string, Json> {
    const { schemas } = z.toJSONSchema(this.registry, {
      target: "draft-2020-12",
      io: this.io,
      uri: (id) => `#/components/schemas/${id}`,
      unrepresentable: "any",
      // Procedures return Dates; JSON carries them as ISO-8601 strings (docs/product-rules.md#transport-and-errors).
      override: (context) => {
        if (context.zodSchema._zod.def.type === "date")
          Object.assign(context.jsonSchema, { type: "string", format: "date-time" });
      },
    });
    const clean = (schema: Json): Json => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return rest;
    };
    for (const { id, target } of this.slots) Object.assign(target, clean(schemas[id] as Json));
    const components: Record<string, Json> = {};
    for (const name of this.named.values()) components[name] = clean(schemas[name] as Json);
    return components;
  }
}
