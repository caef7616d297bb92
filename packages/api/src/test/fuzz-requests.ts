import fc from "fast-check";
import { z } from "zod";
import { endpoints } from "../http/endpoints";
import type { Endpoint } from "../http/endpoints/endpoint";
import { appRouter } from "../root";
import { hostileCookie, hostileObject, hostileSegment, jsonText } from "./fuzz-values";

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

/** The fields of the procedure a REST row calls (none for a raw row). */
function restFields(route: Endpoint): string[] {
  if (route.kind === "raw") return [];
  return procedures.find((procedure) => procedure.path === route.procedure)?.fields ?? [];
}

const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

const restRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...endpoints), fc.array(hostileSegment, { minLength: 1, maxLength: 3 }), hostileCookie, fc.nat(9))
  .chain(([route, segments, cookie, wrongMethod]) => {
    let index = 0;
    const path = route.path.replace(/:[a-zA-Z]+/g, () => segments[index++ % segments.length] ?? "x");
    const method = wrongMethod === 0 ? "PATCH" : route.method;
    const fields = restFields(route);
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
  rest: endpoints.map((route) => `${route.method} ${route.path}`),
  trpc: procedures.map((procedure) => `trpc ${procedure.path}`),
};
