import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { openApiDocument } from "../http/openapi/document";
import type { OperationObject } from "../http/openapi/operations";

/**
 * Contract tests (docs/product-rules.md#api-description): every answer a test receives for a documented call is
 * checked against the API description, status, headers and body, with ajv (draft
 * 2020-12, OpenAPI 3.1's dialect). HttpClient calls `checkReceivedAnswer` on every
 * answer, so each REST test is also a contract test; a mismatch throws and fails that
 * test. The run's tally is printed by contract-tally.ts.
 */
const { document } = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, "openapi.json");

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  literalSegments: number;
  operation: OperationObject;
}

const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
      literalSegments: path.split("/").filter((segment) => segment && !segment.startsWith("{")).length,
      operation,
    })),
  )
  // A literal path (`/api/matches/reveal`) wins over a parameter (`/api/matches/{id}`).
  .sort((a, b) => b.literalSegments - a.literalSegments);

/** The operation a request is a call of, if the document has it. */
export function documentedOperation(method: string, pathname: string): Operation | undefined {
  return operations.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

const validators = new Map<string, ValidateFunction>();
function validatorAt(schemaPointer: string): ValidateFunction {
  let validate = validators.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#/${schemaPointer}` });
    validators.set(schemaPointer, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Throws when the answer to a documented call is not what the document says; true when
 * it was checked. Requests the document does not describe (a wrong method, an unknown
 * path) are not checked here: false.
 */
export function checkAnswer(method: string, url: string, answer: Answer): boolean {
  if (method === "HEAD") return false;
  const { pathname } = new URL(url);
  const found = documentedOperation(method, pathname);
  if (!found) return false;
  const where = `${method} ${pathname} (${found.path}) answered ${answer.status}`;
  const fail = (why: string): never => {
    throw new Error(`Contract: ${where}: ${why}\n${answer.text.slice(0, 500)}`);
  };

  let responsePointer = pointer("paths", found.path, found.method.toLowerCase(), "responses", String(answer.status));
  let response = found.operation.responses[String(answer.status)];
  if (!response) fail(`status not in the document (it lists ${Object.keys(found.operation.responses).join(", ")})`);
  const ref = response?.$ref;
  if (typeof ref === "string") {
    const name = ref.split("/").pop() ?? "";
    response = document.components.responses[name];
    responsePointer = pointer("components", "responses", name);
  }
  const headers = (response?.headers ?? {}) as Record<string, { required?: boolean }>;
  for (const [name, header] of Object.entries(headers)) {
    if (header.required && !answer.headers.has(name)) fail(`the ${name} header is missing`);
  }

  const content = response?.content as Record<string, unknown> | undefined;
  if (!content) {
    if (answer.text !== "") fail("the document says no body, the answer has one");
    return true;
  }
  const contentType = (answer.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (content["application/json"]) {
    if (contentType !== "application/json") fail(`content-type ${contentType}, the document says application/json`);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      fail("the body is not JSON");
    }
    const validate = validatorAt(`${responsePointer}/${pointer("content", "application/json", "schema")}`);
    if (!validate(body)) fail(`the body does not match the schema: ${ajv.errorsText(validate.errors)}`);
  } else {
    const accepted = Object.keys(content).some((type) =>
      type.endsWith("/*") ? contentType.startsWith(type.slice(0, -1)) : contentType === type,
    );
    if (!accepted) fail(`content-type ${contentType}, the document says ${Object.keys(content).join(" or ")}`);
  }
  return true;
}

/** One line per checked answer in the run's tally file (contract-tally.ts), when the run keeps one. */
function tally(outcome: "validated" | "mismatch"): void {
  const file = inject("contractTallyFile");
  if (file) appendFileSync(file, `${outcome}\n`);
}

/** `checkAnswer` on an answer a test really received from the server, counted in the run's tally. */
export function checkReceivedAnswer(method: string, url: string, answer: Answer): void {
  let checked: boolean;
  try {
    checked = checkAnswer(method, url, answer);
  } catch (error) {
    tally("mismatch");
    throw error;
  }
  if (checked) tally("validated");
}
