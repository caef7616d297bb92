import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerClient } from "../test/http-client";
import { rawRequest } from "../test/raw-http";
import { fuzzTargets, hostileRequest, type FuzzRequest } from "../test/fuzz-requests";
import { seedProfile } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#hardening by property: whatever a stranger sends to a REST row, a tRPC procedure
 * or a stray path, the answer is never a 5xx, every error has the error body, no answer
 * carries a stack, SQL or a file path, and the server still answers afterwards.
 *
 * CI runs a fixed-seed subset; `pnpm fuzz` runs FUZZ_REQUESTS (10,000) with a fresh
 * seed, printed so a failure can be replayed with FUZZ_SEED.
 */
const server = useTestServer();

const requestCount = Number(process.env.FUZZ_REQUESTS ?? 400);
const seed = process.env.FUZZ_SEED === "random" ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_123);
const LEAK =
  /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|\/work\/|\/home\/|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|violates .+ constraint|relation "/i;

const DOCS = /^\/api\/(docs|openapi\.json)/;

async function send(request: FuzzRequest, sessionCookie: string) {
  const headers: Record<string, string> = {};
  if (request.contentType) headers["content-type"] = request.contentType;
  if (request.cookie)
    headers.cookie = request.cookie.replace(/^session/, sessionCookie).replace("=session", `=${sessionCookie.split("=")[1]}`);
  // Control characters in a header, or TRACE: fetch refuses to send them, so the bytes go raw.
  if (
    request.method === "TRACE" ||
    [...(headers.cookie ?? "")].some((char) => (char < " " && char !== "\t") || char === "\u007f")
  )
    return sendRaw(request, headers);
  const response = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  const nosniff = response.headers.get("x-content-type-options");
  // An event stream (GET /api/events signed in) never ends: its opening is the answer.
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, text: "", nosniff };
  }
  return { status: response.status, text: await response.text(), nosniff };
}

async function sendRaw(request: FuzzRequest, headers: Record<string, string>) {
  const body =
    request.body === undefined
      ? ""
      : typeof request.body === "string"
        ? request.body
        : Buffer.from(request.body).toString("latin1");
  const lines = [`${request.method} ${request.path} HTTP/1.1`, "host: localhost", "connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  const answer = await rawRequest(server.baseUrl, `${lines.join("\r\n")}\r\n\r\n${body}`, 10_000);
  const text = answer.headers["transfer-encoding"] === "chunked" ? dechunk(answer.body) : answer.body;
  return { status: answer.status, text, nosniff: answer.headers["x-content-type-options"] ?? null };
}

/** A chunked body's data (the sizes are hex lines; the answers here are ASCII JSON). */
function dechunk(raw: string): string {
  let text = "";
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !Number.isFinite(size) || size === 0) return text;
    text += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 4 + size);
  }
}

describe("fuzz (docs/product-rules.md#hardening)", () => {
  it("reaches every REST row and every tRPC procedure", () => {
    const labels = new Set(fc.sample(hostileRequest, { numRuns: 3_000, seed }).map((request) => request.label));
    for (const target of [...fuzzTargets.rest, ...fuzzTargets.trpc]) expect(labels, target).toContain(target);
    for (const path of ["/api/events", "/api/health", "/api/objects/upload/", "/objects/", "/api/openapi.json"])
      expect([...labels].some((label) => label.endsWith(` ${path}`))).toBe(true);
  });

  it(`answers ${requestCount} hostile requests without a 5xx or a leak`, async () => {
    const { client, user } = await registerClient(server.baseUrl);
    await seedProfile(server.deps.db, user.id);
    const sessionCookie = client.cookie ?? "";
    let sent = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        sent += 1;
        const answer = await send(request, sessionCookie);
        const problem =
          answer.status >= 500
            ? `status ${answer.status}`
            : // The API reference's own files (a bundled script) are not answers to search.
              (answer.status >= 400 || !DOCS.test(request.path)) && LEAK.test(answer.text)
              ? "leak"
              : answer.status >= 400 &&
                  request.method !== "HEAD" &&
                  !isErrorBody(answer.text, request.path.startsWith("/api/trpc/"))
                ? "not an error body"
                : /^\/(api|objects)\//.test(request.path) && answer.nosniff !== "nosniff"
                  ? "no nosniff"
                  : null;
        if (!problem) return;
        const failure = `${problem}: ${request.method} ${request.path.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`;
        failures.push(failure);
        throw new Error(failure);
      }),
      { numRuns: requestCount, seed, endOnFailure: true },
    );
    console.info(`[fuzz] seed ${seed}: ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 600_000);
});

/**
 * The error body; on a tRPC path, tRPC's envelope around the same message and code
 * (trpc.ts errorFormatter), one per call in a batch.
 */
function isErrorBody(text: string, trpc: boolean): boolean {
  const isPlain = (body: unknown) => {
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    return typeof message === "string" && typeof code === "string";
  };
  const isEnvelope = (body: unknown) => {
    const shape = (body as { error?: { json?: { message?: unknown; data?: { code?: unknown } } } } | null)?.error?.json;
    return typeof shape?.message === "string" && typeof shape.data?.code === "string";
  };
  try {
    const body = JSON.parse(text) as unknown;
    if (isPlain(body)) return true;
    if (!trpc) return false;
    return Array.isArray(body) ? body.length > 0 && body.every((item) => isEnvelope(item) || isPlain(item)) : isEnvelope(body);
  } catch {
    return false;
  }
}
