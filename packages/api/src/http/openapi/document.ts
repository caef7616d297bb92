import { ErrorOutput } from "@unveil/validators/outputs";
import { SESSION_COOKIE_NAME } from "../../auth/lucia";
import { endpoints } from "../endpoints";
import { errorResponseComponents } from "./error-responses";
import { openApiPath, procedureOperation, rawOperation, type OperationObject } from "./operations";
import { namedOutputs, SchemaSet, type Json } from "./schema-set";

/**
 * The API description (docs/product-rules.md#api-description): OpenAPI 3.1, generated once per process from the
 * endpoint table (http/endpoints/) and the zod schemas the procedures validate with
 * (zod's own JSON Schema output, draft 2020-12, which is OpenAPI 3.1's dialect). Nothing
 * here is hand-written JSON Schema but the envelope. docs/decisions/0013-openapi.md.
 */
export type OpenApiDocument = Json & {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Record<string, Json> };
};

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

const INTRODUCTION = [
  "The REST twin of Unveil's procedures: plain JSON, ISO-8601 dates.",
  `Sign in with \`POST /api/login\` (or \`/api/register\`); send the \`${SESSION_COOKIE_NAME}\` cookie it sets with every call.`,
  "A POST/PUT/PATCH/DELETE that carries an `Origin` header must come from the app's own origin.",
  "Every error answer is `{ message, code, issues? }`.",
].join("\n\n");

/** Builds the document. Throws when an endpoint names a procedure the router lacks. */
export function buildOpenApiDocument(): OpenApiDocument {
  const inputs = new SchemaSet("input");
  const outputSet = new SchemaSet("output", namedOutputs());
  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.kind === "raw" && endpoint.undocumented) continue;
    const operation =
      endpoint.kind === "raw" ? rawOperation(endpoint, inputs, outputSet) : procedureOperation(endpoint, inputs, outputSet);
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation;
  }

  const errorSchema = outputSet.slot(ErrorOutput);
  inputs.fill();
  const schemas = outputSet.fill();

  return {
    openapi: "3.1.0",
    info: { title: "Unveil API", version: "1.0.0", description: INTRODUCTION },
    servers: [{ url: "/" }],
    tags: TAGS,
    security: [{ session: [] }],
    paths,
    components: {
      schemas,
      responses: errorResponseComponents(errorSchema),
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
