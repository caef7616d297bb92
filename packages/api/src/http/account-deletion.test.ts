import { describe, expect, it } from "vitest";
import { createProfile, fetchBytes } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

/**
 * DELETE /api/profile (docs/product-rules.md#account-deletion) over REST: the 204, the cleared
 * cookie and every cookie of the account dead. What is deleted and what stays is in
 * routers/account-deletion.test.ts.
 */
const server = useTestServer();

describe("DELETE /api/profile (account deletion)", () => {
  it("answers 204 with no body and clears the cookie; the old cookie and its photo URL are dead", async () => {
    const { client } = await registerClient(server.baseUrl);
    const profile = await createProfile(client);
    const oldCookie = client.cookie;

    const result = await client.delete("/api/profile");
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
    expect(result.headers.getSetCookie().join("\n")).toMatch(/unveil_session=;|Max-Age=0/i);
    expect(client.cookie).toBeUndefined();

    const replay = new HttpClient(server.baseUrl);
    replay.cookie = oldCookie;
    expect((await replay.get("/api/auth/user")).status).toBe(401);
    expect((await replay.get("/api/profile")).status).toBe(401);
    expect((await fetchBytes(replay, profile.photos[0] ?? "")).status).toBe(404);
  });

  it("answers 401 signed out", async () => {
    expect((await new HttpClient(server.baseUrl).delete("/api/profile")).status).toBe(401);
  });

  it("ends every session of the account, not only the one that asked", async () => {
    const { client, email, password } = await registerClient(server.baseUrl);
    const otherDevice = new HttpClient(server.baseUrl);
    expect((await otherDevice.post("/api/login", { email, password })).status).toBe(200);
    expect((await client.delete("/api/profile")).status).toBe(204);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
  });
});
