import fc from "fast-check";
import { z } from "zod";
import { restRoutes } from "../http/rest-routes";
import { appRouter } from "../root";

/**
 * Hostile requests for the fuzz suite (http/fuzz.test.ts), generated from the REST
 * table, the router's procedures and their input schemas: the right field names with
 * the wrong things in them, broken paths, cookies and bodies.
 */
export interface FuzzRequest {
  method: string;
  path: string;
  /** Raw body bytes, or none. */
  body?: string | Uint8Array;
  contentType?: string;
  /** "session" stands for a real session cookie, filled in when sent. */
  cookie?: string;
  label: string;
}

/** The field names of an input schema, through wrappers (refine, pipe, optional, default). */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  for (const inner of [def.innerType, def.in, def.schema]) {
    const fields = fieldsOf(inner);
    if (fields.length) return fields;
  }
  return [];
}

interface ProcedureInfo {
  path: string;
  type: "query" | "mutation";
  fields: string[];
}

const procedures: ProcedureInfo[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>,
)
  .filter(([, procedure]) => procedure._def.type === "query" || procedure._def.type === "mutation")
  .map(([path, procedure]) => ({
    path,
    type: procedure._def.type as "query" | "mutation",
    fields: procedure._def.inputs.flatMap(fieldsOf),
  }));

/** Which procedure a REST row calls, read from its code: the row's fields are that procedure's. */
function restFields(call: string): string[] {
  const found = /caller\.(\w+)\.(\w+)/.exec(call);
  return procedures.find((procedure) => procedure.path === `${found?.[1]}.${found?.[2]}`)?.fields ?? [];
}

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) });
const anyText = fc.string({ unit: "binary", maxLength: 80 });

/** Values of the wrong kind and at the edges, for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  controlText,
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "A\u0000B",
    "%zz",
    "' OR 1=1 --",
    "'; drop table users; --",
    "00000000-0000-4000-8000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "a@b.co",
    "data:image/png;base64,AAAA",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "/objects/../../etc/passwd",
    "http://[::1",
    "x".repeat(2_001),
    "x".repeat(100_000),
    "\ud800",
    "A",
    "B",
    "both",
    "bug",
  ),
  fc.constantFrom(0, -0, -1, 1, 17, 18, 99, 100, 101, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 0.5, 90.0001, -180.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 20 }),
  fc.constant(Array.from({ length: 15 }, (_, index) => ({ questionId: index + 1, answer: "A" }))),
  fc.jsonValue({ maxDepth: 4 }),
);

/** An object with the schema's field names (some), hostile values, and prototype keys now and then. */
function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
    : fc.constant({});
  const extra = fc.dictionary(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "id", "userId"),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(known, extra, fc.boolean())
    .map(([knownFields, extraFields, withExtras]) =>
      withExtras ? Object.assign(Object.create(null) as Record<string, unknown>, knownFields, extraFields) : knownFields,
    );
}

/** JSON text as an attacker would write it (prototype keys survive only in raw text). */
function jsonText(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? "") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        "{",
        '{"a":',
        "nul\u0000",
        "[".repeat(5_000) + "]".repeat(5_000),
        '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000),
        "\ufeff{}",
        "1e999999",
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      ),
    },
  );
}

const hostileSegment = fc.oneof(
  fc.constantFrom(
    "%zz",
    "%",
    "%00",
    "%E0%A4%A",
    "%C0%AE%C0%AE",
    "..",
    "%2e%2e",
    "%2F",
    "a%00b",
    "00000000-0000-4000-8000-000000000000",
    "0",
    "-1",
    "99999999999999999999",
    "1e3",
    "x".repeat(5_000),
    "%F0%9F%98%80",
    "__proto__",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }).map((segment) => encodeURIComponent(segment)),
);

const hostileCookie = fc.oneof(
  { weight: 4, arbitrary: fc.constant("session") },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom("%zz", "%", "%00", "%E0%A4%A", "session%00", "x".repeat(5_000), "a;b", '"quoted"', "")
      .map((value) => `unveil_session=${value}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("=", ";;;", "unveil_session", "a=%zz; unveil_session=%", "\u0001=\u0002") },
);

const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

const restRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...restRoutes), fc.array(hostileSegment, { minLength: 1, maxLength: 3 }), hostileCookie, fc.nat(9))
  .chain(([route, segments, cookie, wrongMethod]) => {
    let index = 0;
    const path = route.path.replace(/:[a-zA-Z]+/g, () => segments[index++ % segments.length] ?? "x");
    const method = wrongMethod === 0 ? "PATCH" : route.method;
    const fields = restFields(route.call.toString());
    const body = bodyMethods.has(method) ? jsonText(fields).map((text): string | undefined => text) : fc.constant(undefined);
    return fc.tuple(body, fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded")).map(
      ([text, contentType]): FuzzRequest => ({
        method,
        path,
        body: text,
        contentType,
        cookie,
        label: `${route.method} ${route.path}`,
      }),
    );
  });

const trpcRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...procedures), hostileCookie, fc.nat(9))
  .chain(([procedure, cookie, variant]) => {
    const base = `/api/trpc/${procedure.path}`;
    const label = `trpc ${procedure.path}`;
    if (procedure.type === "query") {
      const input = fc.oneof(
        hostileObject(procedure.fields).map((value) => JSON.stringify({ json: value })),
        jsonText(procedure.fields),
        fc.constantFrom("%zz", "%", "{", "%00"),
      );
      return input.map(
        (text): FuzzRequest => ({
          method: variant === 0 ? "POST" : "GET",
          path: `${base}?input=${text.startsWith("%") ? text : encodeURIComponent(text)}${variant === 1 ? "&batch=1" : ""}`,
          cookie,
          label,
        }),
      );
    }
    return fc
      .oneof(
        hostileObject(procedure.fields).map((value) => JSON.stringify({ json: value })),
        hostileObject(procedure.fields).map((value) => JSON.stringify({ json: value, meta: { values: { x: ["Date"] } } })),
        jsonText(procedure.fields),
      )
      .map(
        (text): FuzzRequest =>
          // A mutation asked for with GET: its input in the query (fetch sends no GET body).
          variant === 0
            ? { method: "GET", path: `${base}?input=${encodeURIComponent(text)}`, cookie, label }
            : { method: "POST", path: base, body: text, cookie, label },
      );
  });

/** Requests no route expects: odd paths, batches, objects, invalid UTF-8 bodies. */
const strayRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND"),
    fc.constantFrom(
      "/api/",
      "/api/trpc/",
      "/api/trpc/auth.me,stats.activeUsers?batch=1&input=%7B%7D",
      "/api/trpc/auth.me,auth.me,auth.me,auth.me?batch=1",
      "/api/trpc/nope.nope",
      "/api/trpc/__proto__.constructor",
      "/api/objects/upload/",
      "/objects/",
      "/api/health",
      "/api/events",
      "/api/events?lastEventId=%zz",
      "/api/openapi.json",
      "/api/docs",
      "/api/docs/csp.js",
      "/api/docs/scalar.js",
      "/api/docs/init.js",
      "/_next/static/chunks/x.js",
      "/hero.svg",
    ),
    hostileSegment,
    hostileCookie,
    fc.uint8Array({ maxLength: 64 }),
  )
  .map(([method, path, segment, cookie, bytes]) => ({
    method,
    path: path.endsWith("/") ? `${path}${segment}` : path,
    body: method === "GET" || method === "HEAD" ? undefined : bytes,
    contentType: "application/json",
    cookie,
    label: `stray ${method} ${path}`,
  }));

export const hostileRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 5, arbitrary: restRequest },
  { weight: 5, arbitrary: trpcRequest },
  { weight: 1, arbitrary: strayRequest },
);

/** Every REST row and every procedure, for a check that the generators reach them all. */
export const fuzzTargets = {
  rest: restRoutes.map((route) => `${route.method} ${route.path}`),
  trpc: procedures.map((procedure) => `trpc ${procedure.path}`),
};
