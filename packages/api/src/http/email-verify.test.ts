import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { codeOf, lastMailTo, verifyTokenOf } from "../test/mail-outbox";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#confirming-the-email over HTTP: statuses, bodies, headers. The
 * rules are tested at the procedures (routers/email.test.ts); every answer here is also
 * checked against the API description (test/contract.ts).
 */
const server = useTestServer({ RATE_LIMIT_EMAIL_CODE_FAILURES_PER_HOUR: "1" });

describe("POST /api/email/verify", () => {
  it("answers 200 { email, emailVerified } for the code signed in, and the user shows it", async () => {
    const { client, email } = await registerClient(server.baseUrl);
    expect((await client.get("/api/auth/user")).json).toMatchObject({ emailVerified: false });
    const { text } = await lastMailTo(server.db.db, email);
    const answer = await client.post("/api/email/verify", { code: codeOf(text).toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email, emailVerified: true });
    expect((await client.get("/api/auth/user")).json).toMatchObject({ emailVerified: true });
  });

  it("answers 200 for the link's token without a session, and 400 with the contract's body after", async () => {
    const { email } = await registerClient(server.baseUrl);
    const token = verifyTokenOf((await lastMailTo(server.db.db, email)).text);
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.post("/api/email/verify", { token })).json).toEqual({ email, emailVerified: true });
    const again = await anonymous.post("/api/email/verify", { token });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: "This code or link is invalid or has expired", code: "BAD_REQUEST" });
    expect((await anonymous.post("/api/email/verify", { code: "ABCDEFGH" })).status).toBe(401);
  });

  it("answers 429 with Retry-After once the wrong codes are used up", async () => {
    const { client } = await registerClient(server.baseUrl);
    expect((await client.post("/api/email/verify", { code: "22222222" })).status).toBe(400);
    const limited = await client.post("/api/email/verify", { code: "33333333" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/email/verify/resend", () => {
  it("answers 202 {} then, once confirmed, 409; 401 signed out", async () => {
    const { client, email } = await registerClient(server.baseUrl);
    const resent = await client.post("/api/email/verify/resend");
    expect(resent.status).toBe(202);
    expect(resent.json).toEqual({});
    await client.post("/api/email/verify", { code: codeOf((await lastMailTo(server.db.db, email)).text) });
    const confirmed = await client.post("/api/email/verify/resend");
    expect(confirmed.status).toBe(409);
    expect(confirmed.json).toEqual({ message: "Your email is already confirmed", code: "CONFLICT" });
    expect((await new HttpClient(server.baseUrl).post("/api/email/verify/resend")).status).toBe(401);
  });
});
