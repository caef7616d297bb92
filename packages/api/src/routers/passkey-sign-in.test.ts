import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "../auth/lucia";
import { signUp } from "../test/caller";
import {
  addSoftwarePasskey,
  appCeremony,
  browserCaller,
  phoneCallerFor,
  signInWithSoftwarePasskey,
} from "../test/passkey-fixtures";
import { authenticationResponse, createSoftwarePasskey, type SoftwarePasskey } from "../test/software-authenticator";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#accounts: signing in with a passkey, through the procedures (no HTTP). */
let offsetMs = 0;
const app = useStarted(() => startTestApp({}, { now: () => new Date(Date.now() + offsetMs) }));

const UNVERIFIABLE = { code: "UNAUTHORIZED", message: "This passkey could not be verified" };

async function daterWithPasskey(options: Parameters<typeof addSoftwarePasskey>[2] = {}) {
  const { id, email } = await signUp(app.deps, { firstName: "Ines" });
  const caller = await phoneCallerFor(app.deps, id);
  const { passkey, view } = await addSoftwarePasskey(app.deps, caller, options);
  return { id, email, caller, passkey, view };
}

/** A sign-in attempt with a response the test shapes from fresh options. */
async function attempt(passkey: SoftwarePasskey, shape: Partial<Parameters<typeof authenticationResponse>[1]> = {}) {
  const { caller } = browserCaller(app.deps);
  const { challengeId, options } = await caller.passkeys.loginOptions();
  const response = authenticationResponse(passkey, { ...appCeremony(app.deps, options.challenge), ...shape });
  return { caller, challengeId, challenge: options.challenge, response };
}

describe("passkeys.loginOptions", () => {
  it("asks any passkey of this relying party (no allowCredentials), user verification preferred", async () => {
    const { caller } = browserCaller(app.deps);
    const { challengeId, options } = await caller.passkeys.loginOptions();
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options).toEqual({
      rpId: "localhost",
      challenge: expect.any(String) as unknown,
      timeout: 300_000,
      userVerification: "preferred",
    });
  });
});

describe("passkeys.login", () => {
  it("signs the owner in without an email: the User, a session cookie that works, the passkey's last use", async () => {
    const { id, email, caller, passkey } = await daterWithPasskey();
    const { user, cookies } = await signInWithSoftwarePasskey(app.deps, passkey);
    expect(user).toMatchObject({ id, email, firstName: "Ines", profile: null });
    const sessionId =
      cookies.map((cookie) => new RegExp(`^${SESSION_COOKIE_NAME}=([^;]+)`).exec(cookie)?.[1]).find(Boolean) ?? "";
    const { user: sessionUser } = await app.deps.lucia.validateSession(sessionId);
    expect(sessionUser?.id).toBe(id);
    const [listed] = await caller.passkeys.list();
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("works with RS256 passkeys and with authenticators whose counter stays 0", async () => {
    const rsa = await daterWithPasskey({ alg: -257 });
    await expect(signInWithSoftwarePasskey(app.deps, rsa.passkey)).resolves.toMatchObject({ user: { id: rsa.id } });
    const synced = await daterWithPasskey({ counterStep: 0 });
    await signInWithSoftwarePasskey(app.deps, synced.passkey);
    await expect(signInWithSoftwarePasskey(app.deps, synced.passkey)).resolves.toMatchObject({ user: { id: synced.id } });
  });

  it("refuses a passkey nobody added", async () => {
    const { caller, challengeId, response } = await attempt(createSoftwarePasskey());
    await expect(caller.passkeys.login({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
  });

  it("refuses a bad signature, and a response made for another origin or RP ID", async () => {
    const { passkey } = await daterWithPasskey();
    const forged = await attempt(passkey);
    const signature = Buffer.from(forged.response.response.signature, "base64url");
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    forged.response.response.signature = signature.toString("base64url");
    await expect(
      forged.caller.passkeys.login({ challengeId: forged.challengeId, response: forged.response }),
    ).rejects.toMatchObject(UNVERIFIABLE);
    for (const shape of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const { caller, challengeId, response } = await attempt(passkey, shape);
      await expect(caller.passkeys.login({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
    }
  });

  it("refuses a response naming another account's user handle", async () => {
    const { passkey } = await daterWithPasskey();
    const other = await daterWithPasskey();
    const { caller, challengeId, response } = await attempt(passkey, { userHandle: other.passkey.userHandle });
    await expect(caller.passkeys.login({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
  });

  it("uses a challenge once, not after 5 minutes, and never a registration challenge", async () => {
    const { passkey, caller: owner } = await daterWithPasskey();
    const first = await attempt(passkey);
    await first.caller.passkeys.login({ challengeId: first.challengeId, response: first.response });
    // Signed anew (a higher counter) over the same challenge: only the challenge is used up.
    const replay = authenticationResponse(passkey, appCeremony(app.deps, first.challenge));
    await expect(first.caller.passkeys.login({ challengeId: first.challengeId, response: replay })).rejects.toMatchObject(
      UNVERIFIABLE,
    );

    const late = await attempt(passkey);
    offsetMs = 5 * 60_000 + 1000;
    try {
      await expect(late.caller.passkeys.login({ challengeId: late.challengeId, response: late.response })).rejects.toMatchObject(
        UNVERIFIABLE,
      );
    } finally {
      offsetMs = 0;
    }

    const { challengeId, options } = await owner.passkeys.registrationOptions();
    const response = authenticationResponse(passkey, appCeremony(app.deps, options.challenge));
    await expect(browserCaller(app.deps).caller.passkeys.login({ challengeId, response })).rejects.toMatchObject(UNVERIFIABLE);
  });

  it("refuses a signature counter that goes backwards or stands still (a cloned authenticator)", async () => {
    const { passkey } = await daterWithPasskey();
    await signInWithSoftwarePasskey(app.deps, passkey, { counter: 7 });
    for (const counter of [3, 7]) {
      await expect(signInWithSoftwarePasskey(app.deps, passkey, { counter })).rejects.toMatchObject(UNVERIFIABLE);
    }
    await expect(signInWithSoftwarePasskey(app.deps, passkey, { counter: 8 })).resolves.toBeDefined();
    // A counter once seen never goes back to 0 either.
    await expect(signInWithSoftwarePasskey(app.deps, passkey, { counter: 0 })).rejects.toMatchObject(UNVERIFIABLE);
  });

  it("lets only one of two sign-ins racing with the same counter value through", async () => {
    const { passkey } = await daterWithPasskey();
    const results = await Promise.allSettled([
      signInWithSoftwarePasskey(app.deps, passkey, { counter: 5 }),
      signInWithSoftwarePasskey(app.deps, passkey, { counter: 5 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("tells a suspended or banned owner so (403), once the passkey has proved to be theirs", async () => {
    const suspended = await daterWithPasskey();
    const until = new Date(Date.now() + 3 * 86_400_000);
    await app.deps.db.update(schema.users).set({ suspendedUntil: until }).where(eq(schema.users.id, suspended.id));
    await expect(signInWithSoftwarePasskey(app.deps, suspended.passkey)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: `Your account is suspended until ${until.toISOString().slice(0, 10)}`,
    });
    const banned = await daterWithPasskey();
    await app.deps.db.update(schema.users).set({ bannedAt: new Date() }).where(eq(schema.users.id, banned.id));
    await expect(signInWithSoftwarePasskey(app.deps, banned.passkey)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This account has been banned",
    });
    await expect(signInWithSoftwarePasskey(app.deps, createSoftwarePasskey())).rejects.toMatchObject(UNVERIFIABLE);
  });
});

describe("login failures per IP (hardening), with a limit of 3", () => {
  // The clock stands in the middle of a 15-minute window, so no attempt falls into the next one (decision 0008).
  const windowMs = 15 * 60_000;
  const midWindow = new Date(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2);
  const limited = useStarted(() => startTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: "3" }, { now: () => midWindow }));

  it("counts every failed passkey sign-in; then no options, no passkey and no password sign-in from that IP", async () => {
    const { id, email, password } = await signUp(limited.deps);
    const { passkey } = await addSoftwarePasskey(limited.deps, await phoneCallerFor(limited.deps, id));
    const clientIp = "198.51.100.20";
    for (let failure = 0; failure < 3; failure += 1) {
      await expect(signInWithSoftwarePasskey(limited.deps, createSoftwarePasskey(), { clientIp })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    const tooMany = { code: "TOO_MANY_REQUESTS" };
    const { caller } = browserCaller(limited.deps, { clientIp });
    await expect(caller.passkeys.loginOptions()).rejects.toMatchObject(tooMany);
    await expect(caller.auth.login({ email, password })).rejects.toMatchObject(tooMany);
    // Another IP is not held back, and a success costs nothing.
    await expect(signInWithSoftwarePasskey(limited.deps, passkey, { clientIp: "198.51.100.21" })).resolves.toBeDefined();
  });
});
