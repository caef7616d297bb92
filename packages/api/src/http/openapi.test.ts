import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { checkAnswer, documentedOperation } from "../test/contract";
import { HttpClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";
import { docsContentSecurityPolicy } from "./docs-routes";
import { appRouter } from "../root";
import { endpoints } from "./endpoints";
import type { OpenApiDocument } from "./openapi/document";
import { openApiPath } from "./openapi/operations";

const server = useTestServer();

async function fetchDocument(): Promise<OpenApiDocument> {
  const answer = await new HttpClient(server.baseUrl).get("/api/openapi.json");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  return answer.json as OpenApiDocument;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document a standard validator accepts", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    // Validates against the OpenAPI 3.1 schema and resolves every $ref.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("documents every endpoint of the table, and every procedure has its REST twin", async () => {
    const document = await fetchDocument();
    for (const endpoint of endpoints) {
      if (endpoint.kind === "raw" && endpoint.undocumented) continue;
      const label = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${label} is not in the document`).toBeDefined();
      const status = endpoint.kind === "raw" ? endpoint.success.status : endpoint.status;
      expect(operation?.responses[String(status)], `${label} lacks its ${status}`).toBeDefined();
    }
    const twins = new Set(endpoints.flatMap((endpoint) => (endpoint.kind === "procedure" ? [endpoint.procedure] : [])));
    // The live events' tRPC subscription has the raw GET /api/events as its twin.
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path !== "events.stream");
    expect(procedures.filter((path) => !twins.has(path as never))).toEqual([]);
  });

  it("includes the upload PUT and the binary GET /objects/{id}", async () => {
    const document = await fetchDocument();
    expect(Object.keys(document.paths["/api/objects/upload/{uploadId}"]?.put?.requestBody?.content as object)).toEqual([
      "image/*",
    ]);
    expect(document.paths["/objects/{objectId}"]?.get?.responses["200"]?.content).toEqual({ "image/*": {} });
  });

  it("gives each operation a summary, a tag, its errors with the error body's schema, the session scheme and Retry-After on 429", async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "unveil_session" });
    expect(document.components.responses.TooManyRequests).toMatchObject({
      headers: { "Retry-After": { required: true } },
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.tags.length, `${method} ${path}`).toBe(1);
        expect(operation.responses["500"], `${method} ${path}`).toBeDefined();
      }
    }
    const register = document.paths["/api/register"]?.post;
    expect(Object.keys(register?.responses ?? {})).toEqual(["201", "400", "403", "409", "413", "429", "500"]);
    expect(register?.security).toEqual([]);
    const messages = document.paths["/api/messages/{matchId}"]?.get;
    expect(messages?.parameters?.map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`)).toEqual([
      "path:matchId",
      "query:after",
    ]);
    expect(messages?.security).toBeUndefined(); // the document's default: the session cookie
  });
});

describe("contract checks", () => {
  const headers = new Headers({ "content-type": "application/json" });

  it("refuses an undocumented status, a shape the document lacks, and a 429 without Retry-After", () => {
    const url = "http://x/api/preferences";
    expect(() =>
      checkAnswer("GET", url, { status: 200, headers, text: '{"ageMin":18,"ageMax":99,"distanceKm":100,"verifiedOnly":false}' }),
    ).not.toThrow();
    expect(() => checkAnswer("GET", url, { status: 418, headers, text: "{}" })).toThrow(/status not in the document/);
    expect(() =>
      checkAnswer("GET", url, {
        status: 200,
        headers,
        text: '{"ageMin":18,"ageMax":99,"distanceKm":100,"verifiedOnly":false,"extra":1}',
      }),
    ).toThrow(/does not match/);
    expect(() =>
      checkAnswer("PUT", url, { status: 429, headers, text: '{"message":"Slow down","code":"TOO_MANY_REQUESTS"}' }),
    ).toThrow(/Retry-After/);
  });

  it("prefers a literal path to a parameter", () => {
    expect(documentedOperation("POST", "/api/matches/reveal")?.path).toBe("/api/matches/reveal");
    expect(documentedOperation("GET", "/api/matches/abc")?.path).toBe("/api/matches/{id}");
    expect(documentedOperation("GET", "/api/nowhere")).toBeUndefined();
  });
});

describe("GET /api/docs", () => {
  it("serves a page whose scripts are same-origin files under a CSP without unsafe-inline or unsafe-eval", async () => {
    const client = new HttpClient(server.baseUrl);
    const page = await client.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.text).toContain(`<meta property="csp-nonce" content="${nonce}" />`);
    // No inline script: every <script> has a same-origin src; nothing names another host.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes ?? "")?.[1])).toEqual([
      "/api/docs/csp.js",
      "/api/docs/scalar.js",
      "/api/docs/init.js",
    ]);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/[a-z]+\.js"/);
      expect(body).toBe("");
      const src = /src="([^"]+)"/.exec(attributes ?? "")?.[1] ?? "";
      const script = await client.get(src);
      expect(script.status).toBe(200);
      expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    }
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(docsContentSecurityPolicy("n")).toMatch(/connect-src 'self'(;|$)/);
  });

  it("configures Scalar to load the local document and nothing from other hosts", async () => {
    const init = await new HttpClient(server.baseUrl).get("/api/docs/init.js");
    expect(init.text).toContain('"url":"/api/openapi.json"');
    expect(init.text).toContain('"withDefaultFonts":false');
    expect(init.text).toContain('"telemetry":false');
    expect(init.text).toContain('"mcp":{"disabled":true}');
  });

  it("runs a script before the bundle that gives its run-time styles the page's nonce and keeps zod from probing eval", async () => {
    const csp = await new HttpClient(server.baseUrl).get("/api/docs/csp.js");
    expect(csp.text).toContain("__zod_globalConfig");
    expect(csp.text).toContain("jitless: true");
    expect(csp.text).toContain('meta[property="csp-nonce"]');
    expect(csp.text).toContain("element.nonce = nonce");
  });
});
