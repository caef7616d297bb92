import { z } from "zod";
import { SESSION_COOKIE_NAME } from "../../auth/lucia";
import type { ProcedureEndpoint, RawEndpoint } from "../endpoints/endpoint";
import { errorResponses, type DocumentedStatus } from "./error-responses";
import { procedureSchemas } from "./procedure-schemas";
import type { Json, SchemaSet } from "./schema-set";

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Json[];
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** `/api/matches/:id` → `/api/matches/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([a-zA-Z]+)/g, "{$1}");
const pathParamNames = (path: string) => [...path.matchAll(/:([a-zA-Z]+)/g)].map((found) => found[1] ?? "");

const SET_COOKIE_HEADER = {
  "Set-Cookie": {
    description: `The session cookie \`${SESSION_COOKIE_NAME}\` (httpOnly, SameSite=Lax): set on sign-in, cleared on sign-out.`,
    schema: { type: "string" },
  },
};

/**
 * The error statuses every operation of its kind can answer: 400 when it takes input or a
 * JSON body, 401 unless public, 403 (bad Origin) and 413 when it mutates, 404 with a path
 * parameter. An endpoint lists only the others its procedure can answer.
 */
function impliedErrors(endpoint: ProcedureEndpoint, hasInput: boolean): DocumentedStatus[] {
  const implied: DocumentedStatus[] = [];
  if (hasInput || WITH_BODY.has(endpoint.method)) implied.push(400);
  if (!endpoint.public) implied.push(401);
  if (MUTATING.has(endpoint.method)) implied.push(403, 413);
  if (pathParamNames(endpoint.path).length > 0) implied.push(404);
  return implied;
}

export function procedureOperation(endpoint: ProcedureEndpoint, inputs: SchemaSet, outputSet: SchemaSet): OperationObject {
  const params = pathParamNames(endpoint.path);
  const { input, output } = procedureSchemas(endpoint.procedure);
  const [tag = "api"] = endpoint.procedure.split(".");
  const bodyInput = WITH_BODY.has(endpoint.method) && params.length === 0 ? input : undefined;

  const parameters: Json[] = params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  for (const [name, schema] of Object.entries<z.ZodType>(endpoint.query?.shape ?? {})) {
    parameters.push({ name, in: "query", required: !schema.isOptional(), schema: inputs.slot(schema) });
  }

  // A procedure whose output is void answers no body, whatever its status (201 too).
  const hasBody = endpoint.status !== 204 && output !== undefined && !(output instanceof z.ZodVoid);
  const success: Json = { description: hasBody ? "OK" : "Done (no body)" };
  if (hasBody) success.content = { "application/json": { schema: outputSet.slot(output) } };
  if (endpoint.setsSession) success.headers = SET_COOKIE_HEADER;

  return {
    operationId: endpoint.procedure,
    tags: [tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodyInput ? { requestBody: { content: { "application/json": { schema: inputs.slot(bodyInput) } } } } : {}),
    responses: {
      [String(endpoint.status)]: success,
      ...errorResponses([...impliedErrors(endpoint, input !== undefined), ...(endpoint.errors ?? [])]),
    },
    ...(endpoint.public ? { security: [] } : {}),
  };
}

export function rawOperation(endpoint: RawEndpoint, inputs: SchemaSet, outputSet: SchemaSet): OperationObject {
  const { success: answer, requestBody: body } = endpoint;
  const success: Json = { description: answer.raw?.description ?? "OK" };
  if (answer.json) success.content = { "application/json": { schema: outputSet.slot(answer.json) } };
  if (answer.raw) success.content = Object.fromEntries(answer.raw.mediaTypes.map((type) => [type, {}]));
  const parameters: Json[] = Object.entries(endpoint.params ?? {}).map(([name, description]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema: { type: "string" },
  }));
  for (const [name, schema] of Object.entries<z.ZodType>(endpoint.query?.shape ?? {})) {
    parameters.push({
      name,
      in: "query",
      required: !schema.isOptional(),
      description: schema.description ?? "",
      schema: inputs.slot(schema),
    });
  }
  const path = openApiPath(endpoint.path);
  return {
    operationId: `${endpoint.tag}.${endpoint.method.toLowerCase()}${path.replace(/[^a-zA-Z]+(.)?/g, (_, next?: string) => (next ?? "").toUpperCase())}`,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
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
    responses: { [String(answer.status)]: success, ...errorResponses(endpoint.errors) },
    ...(endpoint.public ? { security: [] } : {}),
  };
}
