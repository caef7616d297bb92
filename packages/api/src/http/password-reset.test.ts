import { describe, expect, it } from "vitest";
import { TestEventStream } from "../test/event-stream-client";
import { HttpClient, registerClient, uniqueEmail } from "../test/http-client";
import { latestResetToken } from "../test/recovery-mail";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#accounts over HTTP: what the REST twins of password reset answer (the rules: routers/password-reset.test.ts). */
const server = useTestServer();

/** Headers that differ between any two answers, whatever they answer. */
const PER_ANSWER = new Set(["date", "x-request-id"]);
const headersOf = (headers: Headers) => [...headers.entries()].filter(([name]) => !PER_ANSWER.has(name));

describe("POST /api/password-reset", () => {
  it("answers 202 {} with the same headers for a registered and an unknown address; 400 for a malformed one", async () => {
    const { email } = await registerClient(server.baseUrl);
    const signedOut = new HttpClient(server.baseUrl);
    const known = await signedOut.post("/api/password-reset", { email });
    const unknown = await signedOut.post("/api/password-reset", { email: uniqueEmail() });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({});
    }
    expect(headersOf(known.headers)).toEqual(headersOf(unknown.headers));
    expect(known.headers.get("set-cookie")).toBeNull();

    const malformed = await signedOut.post("/api/password-reset", { email: "nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ message: "Enter a valid email address", code: "BAD_REQUEST" });
    await server.deps.pushQueue.idle();
  });

  describe("with the default limit of 20 requests per IP per hour", () => {
    const limitedServer = useTestServer({ RATE_LIMIT_PASSWORD_RESETS_PER_IP: "20" });

    it("answers the 21st with 429 and Retry-After", async () => {
      const client = new HttpClient(limitedServer.baseUrl);
      for (let request = 0; request < 20; request++) {
        expect((await client.post("/api/password-reset", { email: uniqueEmail() })).status).toBe(202);
      }
      const limited = await client.post("/api/password-reset", { email: uniqueEmail() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      await limitedServer.deps.pushQueue.idle();
    });
  });
});

describe("POST /api/password-reset/confirm", () => {
  it("answers 204 without a cookie and closes the account's event streams within 5 s; 400 for a used link", async () => {
    const { client, email } = await registerClient(server.baseUrl);
    expect((await new HttpClient(server.baseUrl).post("/api/password-reset", { email })).status).toBe(202);
    const token = await latestResetToken(server.deps, email);
    const stream = await TestEventStream.open(server.baseUrl, client.cookie);
    expect(stream.status).toBe(200);

    const started = Date.now();
    const signedOut = new HttpClient(server.baseUrl);
    const confirmed = await signedOut.post("/api/password-reset/confirm", { token, password: "a brand new password" });
    expect(confirmed.status).toBe(204);
    expect(confirmed.text).toBe("");
    expect(confirmed.headers.get("set-cookie")).toBeNull();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await client.get("/api/auth/user")).status).toBe(401);

    const again = await signedOut.post("/api/password-reset/confirm", { token, password: "a brand new password" });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      message: "This link has expired or was already used",
      code: "BAD_REQUEST",
      issues: [{ path: "token", message: "This link has expired or was already used" }],
    });
  });
});
