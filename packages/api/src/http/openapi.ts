import * as outputs from "@unveil/validators/outputs";
import { ErrorOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { SESSION_COOKIE_NAME } from "../auth/lucia";
import { appRouter } from "../root";
import { extraDocs, restDocs, type ErrorStatus, type ExtraDoc, type RestDoc } from "./rest-docs";
import { restRoutes, type RestRoute } from "./rest-routes";

/**
 * The API description (contract §15): OpenAPI 3.1, generated once per process from the
 * REST table (rest-routes.ts), what rest-docs.ts says about each row, and the zod schemas
 * the procedures validate with (zod's own JSON Schema output, draft 2020-12, which is
 * OpenAPI 3.1's dialect). Nothing here is hand-written JSON Schema but the envelope.
 * docs/decisions/0013-openapi.md.
 */

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, OperationObject>>; components: Components };
export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Json[];
}
interface Components {
  schemas: Record<string, Json>;
  responses: Record<string, Json>;
  securitySchemes: Record<string, Json>;
}

type DocumentedStatus = ErrorStatus | 500;

/** The shared error answers, one component each; 429 carries Retry-After. */
const ERROR_RESPONSES: Record<DocumentedStatus, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "Invalid input: `message` is the first issue's, `issues` lists each field." },
  401: { name: "Unauthorized", description: "Not signed in (no or an ended session), or wrong email or password." },
  403: { name: "Forbidden", description: "Signed in but not allowed, or a cross-site `Origin`." },
  404: { name: "NotFound", description: "Not found, or not the caller's (never reveals that it exists)." },
  409: { name: "Conflict", description: "Conflicts with what exists (email taken, profile or answers already there)." },
  413: { name: "PayloadTooLarge", description: "The body is over the limit (12 MB; an image over the image limit)." },
  429: { name: "TooManyRequests", description: "Rate limited: try again after `Retry-After` seconds." },
  500: { name: "ServerError", description: "A fault on our side; the message carries no internals." },
  503: { name: "ServiceUnavailable", description: "Not serving now (the database does not answer, or shutting down)." },
};

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** Each `XxxOutput` of @unveil/validators/outputs is the component `Xxx`, referenced wherever it is used. */
function namedOutputs(): Map<z.ZodType, string> {
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
class SchemaSet {
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
      // Procedures return Dates; JSON carries them as ISO-8601 strings (contract §1).
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

interface ProcedureSchemas {
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

function procedureSchemas(name: string): ProcedureSchemas {
  const procedure = (
    appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[]; output?: unknown } } | undefined>
  )[name];
  if (!procedure) throw new Error(`rest-docs.ts names "${name}", which is not a procedure`);
  const [input] = procedure._def.inputs;
  const output = procedure._def.output;
  return {
    input: input instanceof z.ZodType ? input : undefined,
    output: output instanceof z.ZodType ? output : undefined,
  };
}

/** `/api/matches/:id` → `/api/matches/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([a-zA-Z]+)/g, "{$1}");
const pathParamNames = (path: string) => [...path.matchAll(/\{([a-zA-Z]+)\}/g)].map((found) => found[1] ?? "");

/** The REST table row's key in rest-docs.ts. */
export const restDocKey = (route: Pick<RestRoute, "method" | "path">) => `${route.method} ${route.path}`;

function errorResponses(statuses: Iterable<DocumentedStatus>): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const status of [...new Set([...statuses, 500 as const])].sort((a, b) => a - b)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return responses;
}

const SET_COOKIE_HEADER = {
  "Set-Cookie": {
    description: `The session cookie \`${SESSION_COOKIE_NAME}\` (httpOnly, SameSite=Lax): set on sign-in, cleared on sign-out.`,
    schema: { type: "string" },
  },
};

function restOperation(route: RestRoute, doc: RestDoc, inputs: SchemaSet, outputSet: SchemaSet): OperationObject {
  const path = openApiPath(route.path);
  const params = pathParamNames(path);
  const { input, output } = procedureSchemas(doc.procedure);
  const [tag = "api"] = doc.procedure.split(".");
  const bodyInput = WITH_BODY.has(route.method) && params.length === 0 ? input : undefined;

  const parameters: Json[] = params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  for (const [name, schema] of Object.entries<z.ZodType>(doc.query?.shape ?? {})) {
    parameters.push({ name, in: "query", required: !schema.isOptional(), schema: inputs.slot(schema) });
  }

  const implied: DocumentedStatus[] = [];
  if (input || WITH_BODY.has(route.method)) implied.push(400);
  if (!doc.public) implied.push(401);
  if (MUTATING.has(route.method)) implied.push(403, 413);
  if (params.length > 0) implied.push(404);

  // A procedure whose output is void answers no body, whatever its status (201 too).
  const hasBody = route.status !== 204 && output !== undefined && !(output instanceof z.ZodVoid);
  const success: Json = { description: hasBody ? "OK" : "Done (no body)" };
  if (hasBody) {
    success.content = { [doc.contentType ?? "application/json"]: { schema: outputSet.slot(output) } };
  }
  if (doc.setsSession) success.headers = SET_COOKIE_HEADER;

  return {
    operationId: doc.procedure,
    tags: [tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodyInput ? { requestBody: { content: { "application/json": { schema: inputs.slot(bodyInput) } } } } : {}),
    responses: { [String(route.status)]: success, ...errorResponses([...implied, ...(doc.errors ?? [])]) },
    ...(doc.public ? { security: [] } : {}),
  };
}

function extraOperation(doc: ExtraDoc, outputSet: SchemaSet): OperationObject {
  const success: Json = { description: doc.success.raw?.description ?? "OK" };
  if (doc.success.json) success.content = { "application/json": { schema: outputSet.slot(doc.success.json) } };
  if (doc.success.raw) success.content = Object.fromEntries(doc.success.raw.mediaTypes.map((type) => [type, {}]));
  const parameters = Object.entries(doc.params ?? {}).map(([name, description]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const body = doc.requestBody;
  return {
    operationId: `${doc.tag}.${doc.method.toLowerCase()}${doc.path.replace(/[^a-zA-Z]+(.)?/g, (_, next?: string) => (next ?? "").toUpperCase())}`,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            description: body.description,
            content: Object.fromEntries(
              body.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
            ),
          },
        }
      : {}),
    responses: { [String(doc.success.status)]: success, ...errorResponses(doc.errors) },
    ...(doc.public ? { security: [] } : {}),
  };
}

const TAGS: Json[] = [
  { name: "auth", description: "Accounts and the session cookie" },
  { name: "profile", description: "The caller's profile, photos and image uploads" },
  { name: "preferences", description: "Who the caller wants to meet" },
  { name: "quiz", description: "The 15 personality questions" },
  { name: "matches", description: "Matches and revealing" },
  { name: "messages", description: "Chat within a match" },
  { name: "reports", description: "Reporting and blocking" },
  { name: "stats", description: "Counters" },
  { name: "events", description: "Live events (Server-Sent Events)" },
  { name: "push", description: "Web Push subscriptions and notification settings" },
  { name: "moderation", description: "Reviewing reports (moderators only)" },
  { name: "dataControl", description: "The caller's data export and sessions" },
  { name: "meta", description: "This description, its reference page and the health check" },
];

/** Builds the document. Throws when rest-docs.ts names a procedure that does not exist. */
export function buildOpenApiDocument(): OpenApiDocument {
  const named = namedOutputs();
  const inputs = new SchemaSet("input");
  const outputSet = new SchemaSet("output", named);
  const paths: Record<string, Record<string, OperationObject>> = {};
  const put = (method: string, path: string, operation: OperationObject) => {
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  };

  // A row without an entry in rest-docs.ts is left out (openapi.test.ts fails on it), not a start-up failure.
  for (const route of restRoutes) {
    const doc = restDocs[restDocKey(route)];
    if (doc) put(route.method, openApiPath(route.path), restOperation(route, doc, inputs, outputSet));
  }
  for (const doc of extraDocs) put(doc.method, doc.path, extraOperation(doc, outputSet));

  const errorSchema = outputSet.slot(ErrorOutput);
  inputs.fill();
  const schemas = outputSet.fill();

  const responses: Record<string, Json> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...(status === "429"
        ? {
            headers: {
              "Retry-After": { description: "Seconds to wait", required: true, schema: { type: "integer", minimum: 0 } },
            },
          }
        : {}),
      content: { "application/json": { schema: errorSchema } },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Unveil API",
      version: "1.0.0",
      description: [
        "The REST twin of Unveil's procedures: plain JSON, ISO-8601 dates.",
        `Sign in with \`POST /api/login\` (or \`/api/register\`); send the \`${SESSION_COOKIE_NAME}\` cookie it sets with every call.`,
        "A POST/PUT/PATCH/DELETE that carries an `Origin` header must come from the app's own origin.",
        "Every error answer is `{ message, code, issues? }`.",
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    tags: TAGS,
    security: [{ session: [] }],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_NAME,
          description: "Set by POST /api/login or /api/register.",
        },
      },
    },
  };
}

let cached: { document: OpenApiDocument; json: string } | undefined;

/** The document and its JSON text, built on first use and kept for the life of the process. */
export function openApiDocument(): { document: OpenApiDocument; json: string } {
  if (!cached) {
    const document = buildOpenApiDocument();
    cached = { document, json: JSON.stringify(document) };
  }
  return cached;
}
