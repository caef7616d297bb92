import { schema } from "@unveil/db";
import { PASSKEYS_MAX, type AddPasskeyInput } from "@unveil/validators";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toErrorResponse } from "../error-response";
import { signUp } from "../test/caller";
import { addSoftwarePasskey, appCeremony, browserCaller, phoneCallerFor } from "../test/passkey-fixtures";
import { createSoftwarePasskey, registrationResponse } from "../test/software-authenticator";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#accounts: adding, listing and removing passkeys, through the procedures (no HTTP). */
let offsetMs = 0;
const app = useStarted(() => startTestApp({}, { now: () => new Date(Date.now() + offsetMs) }));

const UNVERIFIABLE = { code: "BAD_REQUEST", message: "This passkey could not be verified" };

async function phoneUser() {
  const { id, email } = await signUp(app.deps, { firstName: "Rosa", lastName: "Lind" });
  return { id, email, caller: await phoneCallerFor(app.deps, id) };
}

async function storedPasskeys(userId: string) {
  return app.deps.db.select().from(schema.passkeys).where(eq(schema.passkeys.userId, userId));
}

describe("passkeys.registrationOptions", () => {
  it("asks for a discoverable ES256/RS256 credential of this relying party, without attestation", async () => {
    const { caller, email } = await phoneUser();
    const { challengeId, options } = await caller.passkeys.registrationOptions();
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options).toMatchObject({
      rp: { name: "Unveil", id: "localhost" },
      user: { name: email, displayName: "Rosa Lind" },
      pubKeyCredParams: [
        { alg: -7, type: "public-key" },
        { alg: -257, type: "public-key" },
      ],
      attestation: "none",
      authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
      excludeCredentials: [],
    });
    expect(options.challenge.length).toBeGreaterThanOrEqual(43);
  });

  it("excludes the caller's passkeys (and nobody else's)", async () => {
    const rosa = await phoneUser();
    const other = await phoneUser();
    const { passkey } = await addSoftwarePasskey(app.deps, rosa.caller);
    await addSoftwarePasskey(app.deps, other.caller);
    const { options } = await rosa.caller.passkeys.registrationOptions();
    expect(options.excludeCredentials).toEqual([{ id: passkey.credentialId, type: "public-key", transports: ["internal"] }]);
  });
});

describe("passkeys.add", () => {
  it("keeps an ES256 passkey named after the device, and lists it without any key", async () => {
    const { caller, id } = await phoneUser();
    const { view } = await addSoftwarePasskey(app.deps, caller);
    expect(view).toEqual({
      id: expect.any(String) as unknown,
      name: "Chrome on Android",
      createdAt: expect.any(Date) as unknown,
      lastUsedAt: null,
    });
    expect(await caller.passkeys.list()).toEqual([view]);
    const [row] = await storedPasskeys(id);
    expect(row).toMatchObject({ counter: 0, transports: ["internal"], deviceType: "singleDevice", backedUp: false });
  });

  it("keeps an RS256 passkey, under the name given (trimmed)", async () => {
    const { caller } = await phoneUser();
    const { view } = await addSoftwarePasskey(app.deps, caller, { alg: -257, name: "  Work laptop " });
    expect(view.name).toBe("Work laptop");
  });

  it("refuses a response to a challenge that is not the caller's registration challenge", async () => {
    const { caller } = await phoneUser();
    const stranger = await phoneUser();
    const { challengeId: strangersId, options } = await stranger.caller.passkeys.registrationOptions();
    const passkey = createSoftwarePasskey();
    const response = registrationResponse(passkey, { ...appCeremony(app.deps, options.challenge), userHandle: options.user.id });
    await expect(caller.passkeys.add({ challengeId: strangersId, response })).rejects.toMatchObject(UNVERIFIABLE);
    const { challengeId: loginId } = await caller.passkeys.loginOptions();
    await expect(caller.passkeys.add({ challengeId: loginId, response })).rejects.toMatchObject(UNVERIFIABLE);
    // The stranger's own challenge was not used up by the attempt.
    await expect(stranger.caller.passkeys.add({ challengeId: strangersId, response })).resolves.toMatchObject({
      name: "Chrome on Android",
    });
  });

  it("refuses a signature over another challenge, another origin or another RP ID", async () => {
    const { caller } = await phoneUser();
    const variants = [
      { challenge: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
    ];
    for (const variant of variants) {
      const { challengeId, options } = await caller.passkeys.registrationOptions();
      const ceremony = { ...appCeremony(app.deps, options.challenge), ...variant, userHandle: options.user.id };
      const response = registrationResponse(createSoftwarePasskey(), ceremony);
      await expect(caller.passkeys.add({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
    }
    expect(await caller.passkeys.list()).toEqual([]);
  });

  it("uses a challenge once, and not after 5 minutes", async () => {
    const { caller } = await phoneUser();
    const { challengeId, options } = await caller.passkeys.registrationOptions();
    const response = registrationResponse(createSoftwarePasskey(), {
      ...appCeremony(app.deps, options.challenge),
      userHandle: options.user.id,
    });
    await caller.passkeys.add({ challengeId, response });
    await expect(caller.passkeys.add({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);

    const late = await caller.passkeys.registrationOptions();
    const lateResponse = registrationResponse(createSoftwarePasskey(), {
      ...appCeremony(app.deps, late.options.challenge),
      userHandle: late.options.user.id,
    });
    offsetMs = 5 * 60_000 + 1000;
    try {
      await expect(caller.passkeys.add({ challengeId: late.challengeId, response: lateResponse })).rejects.toMatchObject(
        UNVERIFIABLE,
      );
    } finally {
      offsetMs = 0;
    }
  });

  it("refuses the same credential twice", async () => {
    const { caller } = await phoneUser();
    const { passkey } = await addSoftwarePasskey(app.deps, caller);
    const { challengeId, options } = await caller.passkeys.registrationOptions();
    const response = registrationResponse(passkey, { ...appCeremony(app.deps, options.challenge), userHandle: options.user.id });
    await expect(caller.passkeys.add({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
  });

  it(`holds at most ${PASSKEYS_MAX} per account: no options, and no 11th from options fetched earlier`, async () => {
    const { caller } = await phoneUser();
    for (let index = 1; index < PASSKEYS_MAX; index += 1) await addSoftwarePasskey(app.deps, caller);
    const early = await caller.passkeys.registrationOptions();
    await addSoftwarePasskey(app.deps, caller);
    const tooMany = { code: "BAD_REQUEST", message: `You can add up to ${PASSKEYS_MAX} passkeys` };
    await expect(caller.passkeys.registrationOptions()).rejects.toMatchObject(tooMany);
    const response = registrationResponse(createSoftwarePasskey(), {
      ...appCeremony(app.deps, early.options.challenge),
      userHandle: early.options.user.id,
    });
    await expect(caller.passkeys.add({ challengeId: early.challengeId, response })).rejects.toMatchObject(tooMany);
    expect(await caller.passkeys.list()).toHaveLength(PASSKEYS_MAX);
  });

  it("refuses malformed responses and names with the shared schema's messages (as a client reads them)", async () => {
    const { caller } = await phoneUser();
    const { challengeId, options } = await caller.passkeys.registrationOptions();
    const ceremony = { ...appCeremony(app.deps, options.challenge), userHandle: options.user.id };
    const response = registrationResponse(createSoftwarePasskey(), ceremony);
    const answerTo = (input: unknown) =>
      caller.passkeys.add(input as AddPasskeyInput).then(
        () => ({ status: 200, message: "" }),
        (error: unknown) => ({ status: toErrorResponse(error).status, message: toErrorResponse(error).body.message }),
      );
    const unverifiable = { status: 400, message: "This passkey could not be verified" };
    expect(await answerTo({ challengeId, response: { ...response, id: "not base64url!" } })).toEqual(unverifiable);
    expect(await answerTo({ challengeId, response: { ...response, type: "password" } })).toEqual(unverifiable);
    expect(await answerTo({ challengeId, response: "junk" })).toEqual(unverifiable);
    const longClientData = { ...response.response, clientDataJSON: "A".repeat(5000) };
    expect(await answerTo({ challengeId, response: { ...response, response: longClientData } })).toEqual(unverifiable);
    const nul = { ...response.response, attestationObject: "AA\0" };
    expect(await answerTo({ challengeId, response: { ...response, response: nul } })).toEqual({
      status: 400,
      message: "Text must not contain NUL characters",
    });
    expect(await answerTo({ challengeId, response, name: "x".repeat(51) })).toEqual({
      status: 400,
      message: "Passkey name must be at most 50 characters",
    });
    expect(await answerTo({ challengeId, response, name: " " })).toEqual({ status: 400, message: "Passkey name is required" });
    expect(await answerTo({ challengeId: "nope", response })).toEqual({ status: 400, message: "Invalid id" });
    // None of those used the challenge up: the schema refused them before the service ran.
    expect(await answerTo({ challengeId, response })).toEqual({ status: 200, message: "" });
  });
});

describe("passkeys.remove", () => {
  it("removes one of the caller's passkeys; someone else's, or one already gone, is NOT_FOUND", async () => {
    const rosa = await phoneUser();
    const other = await phoneUser();
    const { view: kept } = await addSoftwarePasskey(app.deps, rosa.caller, { name: "Phone" });
    const { view: removed } = await addSoftwarePasskey(app.deps, rosa.caller, { name: "Key" });
    const notFound = { code: "NOT_FOUND", message: "Passkey not found" };
    await expect(other.caller.passkeys.remove({ id: removed.id })).rejects.toMatchObject(notFound);
    await rosa.caller.passkeys.remove({ id: removed.id });
    await expect(rosa.caller.passkeys.remove({ id: removed.id })).rejects.toMatchObject(notFound);
    expect(await rosa.caller.passkeys.list()).toEqual([kept]);
  });
});

describe("signed out", () => {
  it("may not add, list or remove passkeys", async () => {
    const { caller } = browserCaller(app.deps);
    const notSignedIn = { code: "UNAUTHORIZED", message: "Not signed in" };
    await expect(caller.passkeys.list()).rejects.toMatchObject(notSignedIn);
    await expect(caller.passkeys.registrationOptions()).rejects.toMatchObject(notSignedIn);
    await expect(caller.passkeys.remove({ id: crypto.randomUUID() })).rejects.toMatchObject(notSignedIn);
  });
});
