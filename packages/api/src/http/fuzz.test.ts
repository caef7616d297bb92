import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerClient } from "../test/http-client";
import { fuzzTargets, hostileRequest, type FuzzRequest } from "../test/fuzz-requests";
import { seedProfile } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * Contract §16 by property: whatever a stranger sends to a REST row, a tRPC procedure
 * or a stray path, the answer is never a 5xx, every error has the §1 body, no answer
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

async function send(request: FuzzRequest, sessionCookie: string) {
  const headers: Record<string, string> = {};
  if (request.contentType) headers["content-type"] = request.contentType;
  if (request.cookie)
    headers.cookie = request.cookie.replace(/^session/, sessionCookie).replace("=session", `=${sessionCookie.split("=")[1]}`);
  const response = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, text: await response.text(), nosniff: response.headers.get("x-content-type-options") };
}

describe("fuzz (contract §16)", () => {
  it("reaches every REST row and every tRPC procedure", () => {
    const labels = new Set(fc.sample(hostileRequest, { numRuns: 3_000, seed }).map((request) => request.label));
    for (const target of [...fuzzTargets.rest, ...fuzzTargets.trpc]) expect(labels, target).toContain(target);
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
            : LEAK.test(answer.text)
              ? "leak"
              : answer.status >= 400 && !isErrorBody(answer.text)
                ? "not a §1 body"
                : answer.nosniff !== "nosniff"
                  ? "no nosniff"
                  : null;
        if (problem) failures.push(`${problem}: ${request.method} ${request.path.slice(0, 200)} → ${answer.text.slice(0, 200)}`);
        return problem === null;
      }),
      { numRuns: requestCount, seed, endOnFailure: true },
    );
    console.info(`[fuzz] seed ${seed}: ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 600_000);
});

function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof body.message === "string" && typeof body.code === "string";
  } catch {
    return false;
  }
}
