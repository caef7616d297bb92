import { describe, expect, it } from "vitest";
import { HttpClient, registerClient, uniqueEmail } from "../test/http-client";
import { useTestServer } from "../test/test-server";

/** docs/product-rules.md#accounts over HTTP: what the REST twins of the account changes answer (the rules: routers/account*.test.ts). */
const server = useTestServer();

describe("POST /api/account/password and /api/account/email", () => {
  it("answer 204 and 202 {} signed in, the error body for a wrong password, 401 signed out", async () => {
    const { client, password } = await registerClient(server.baseUrl);
    const wrong = await client.post("/api/account/password", {
      currentPassword: "nope nope",
      newPassword: "a brand new password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      message: "Current password is incorrect",
      code: "BAD_REQUEST",
      issues: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
    const changed = await client.post("/api/account/password", {
      currentPassword: password,
      newPassword: "a brand new password",
    });
    expect(changed.status).toBe(204);
    expect(changed.text).toBe("");
    expect((await client.get("/api/auth/user")).status).toBe(200);

    const email = await client.post("/api/account/email", { password: "a brand new password", newEmail: uniqueEmail() });
    expect(email.status).toBe(202);
    expect(email.json).toEqual({});

    const signedOut = new HttpClient(server.baseUrl);
    expect((await signedOut.post("/api/account/email", { password, newEmail: uniqueEmail() })).status).toBe(401);
    expect(
      (await signedOut.post("/api/account/password", { currentPassword: password, newPassword: "whatever it is" })).status,
    ).toBe(401);
  });
});
