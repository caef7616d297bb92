import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { appCeremony } from "../test/passkey-fixtures";
import { authenticationResponse, createSoftwarePasskey, registrationResponse } from "../test/software-authenticator";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#accounts over HTTP: statuses, bodies, the session cookie, raw-JSON privacy. The
 * rules are tested at the procedures (routers/passkeys*.test.ts); every answer here is
 * also checked against the API description (test/contract.ts).
 */
const server = useTestServer();

interface OptionsJson {
  challengeId: string;
  options: { challenge: string; user: { id: string } };
}

async function addPasskeyOverHttp(client: HttpClient) {
  const started = await client.post("/api/passkeys/register/options");
  expect(started.status).toBe(200);
  const { challengeId, options } = started.json as OptionsJson;
  const passkey = createSoftwarePasskey();
  const response = registrationResponse(passkey, { ...appCeremony(server.deps, options.challenge), userHandle: options.user.id });
  return { passkey, added: await client.post("/api/passkeys", { challengeId, response, name: "Phone" }) };
}

async function signInOverHttp(client: HttpClient, passkey: ReturnType<typeof createSoftwarePasskey>) {
  const started = await client.post("/api/passkeys/login/options");
  expect(started.status).toBe(200);
  const { challengeId, options } = started.json as OptionsJson;
  const response = authenticationResponse(passkey, appCeremony(server.deps, options.challenge));
  return client.post("/api/passkeys/login", { challengeId, response });
}

describe("adding, listing and removing", () => {
  it("answers 201 Passkey, lists it without key material, removes it with 204 and then 404", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { passkey, added } = await addPasskeyOverHttp(client);
    expect(added.status).toBe(201);
    const created = added.json as Record<string, unknown>;
    expect(Object.keys(created).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    expect(created).toMatchObject({ name: "Phone", lastUsedAt: null });

    const listed = await client.get("/api/passkeys");
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([created]);
    const [stored] = await server.db.db
      .select()
      .from(schema.passkeys)
      .where(eq(schema.passkeys.credentialId, passkey.credentialId));
    expect(listed.text).not.toContain(passkey.credentialId);
    expect(listed.text).not.toContain(stored?.publicKey ?? "missing");

    expect((await client.delete(`/api/passkeys/${String(created.id)}`)).status).toBe(204);
    const again = await client.delete(`/api/passkeys/${String(created.id)}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: "Passkey not found", code: "NOT_FOUND" });
  });

  it("answers 400 `This passkey could not be verified` with its issue, and 401 signed out", async () => {
    const { client } = await registerClient(server.baseUrl);
    const { challengeId } = (await client.post("/api/passkeys/register/options")).json as OptionsJson;
    const refused = await client.post("/api/passkeys", { challengeId, response: { id: "x" } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: "This passkey could not be verified", code: "BAD_REQUEST" });
    const signedOut = new HttpClient(server.baseUrl);
    expect((await signedOut.get("/api/passkeys")).status).toBe(401);
    expect((await signedOut.post("/api/passkeys/register/options")).status).toBe(401);
    expect((await client.delete("/api/passkeys/not-a-uuid")).status).toBe(400);
  });
});

describe("signing in", () => {
  it("answers 200 User with the httpOnly Lax session cookie, as the password login does", async () => {
    const { client, email, user } = await registerClient(server.baseUrl);
    const { passkey } = await addPasskeyOverHttp(client);
    const browser = new HttpClient(server.baseUrl);
    const signedIn = await signInOverHttp(browser, passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ id: user.id, email, profile: null });
    const setCookie = signedIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/unveil_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await browser.get("/api/auth/user")).json).toMatchObject({ id: user.id });
  });

  it("answers 401 for a passkey it does not know, and 403 for a banned account, without a cookie", async () => {
    const unknown = await signInOverHttp(new HttpClient(server.baseUrl), createSoftwarePasskey());
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ message: "This passkey could not be verified", code: "UNAUTHORIZED" });
    expect(unknown.headers.getSetCookie()).toEqual([]);

    const { client, user } = await registerClient(server.baseUrl);
    const { passkey } = await addPasskeyOverHttp(client);
    await server.db.db.update(schema.users).set({ bannedAt: new Date() }).where(eq(schema.users.id, user.id));
    const banned = await signInOverHttp(new HttpClient(server.baseUrl), passkey);
    expect(banned.status).toBe(403);
    expect(banned.json).toEqual({ message: "This account has been banned", code: "FORBIDDEN" });
    expect(banned.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a sign-in posted from another site (Origin), like every other write", async () => {
    const result = await new HttpClient(server.baseUrl).post("/api/passkeys/login/options", undefined, {
      headers: { origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
  });
});
