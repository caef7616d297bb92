import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createContextInner } from "../context";
import { toErrorResponse } from "../error-response";
import { createCaller } from "../root";
import { resumePasswordResetRequests } from "../services/password-reset-requests";
import { signUp, signedOutCaller } from "../test/caller";
import { uniqueEmail } from "../test/http-client";
import { latestResetToken, queuedMails } from "../test/recovery-mail";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#accounts: password reset, the rules at the procedures. */
let clock = Date.now();
const app = useStarted(() =>
  startTestApp({ RATE_LIMIT_PASSWORD_RESET_MAILS: "3", RATE_LIMIT_PASSWORD_RESETS_PER_IP: "20" }, { now: () => new Date(clock) }),
);

/** What a call answers over any transport: its status and the error body's message. */
const answerOf = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, message: "" }),
    (error: unknown) => ({ status: toErrorResponse(error).status, message: toErrorResponse(error).body.message }),
  );

let ipCounter = 0;
/** A signed-out caller from an IP of its own, so the per-IP limit only meets the test that means it. */
const fromNewIp = () => createCaller(createContextInner({ deps: app.deps, clientIp: `10.0.0.${++ipCounter}` }));

async function resetRows(userId: string) {
  return app.deps.db.select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, userId));
}

describe("asking for a reset link", () => {
  it("answers {} for a registered and an unknown address alike; only the registered one gets the mail with a link", async () => {
    const dater = await signUp(app.deps);
    const unknown = uniqueEmail();
    expect(await fromNewIp().passwordReset.request({ email: ` ${dater.email.toUpperCase()} ` })).toEqual({});
    expect(await fromNewIp().passwordReset.request({ email: unknown })).toEqual({});

    const [mail] = await queuedMails(app.deps, dater.email, "password-reset");
    expect(mail?.subject).toBe("Reset your Unveil password");
    const token = await latestResetToken(app.deps, dater.email);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(mail?.text).toContain(`/?reset=${token}`);
    expect(await queuedMails(app.deps, unknown, "password-reset")).toEqual([]);
    // Only the hash is stored, valid 30 minutes; the request rows are gone once handled.
    const [row] = await resetRows(dater.id);
    expect(row?.tokenHash).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);
    expect(await app.deps.db.select().from(schema.passwordResetRequests)).toEqual([]);
  });

  it("sends nothing to a banned account", async () => {
    const banned = await signUp(app.deps);
    await app.deps.db
      .update(schema.users)
      .set({ bannedAt: new Date(clock) })
      .where(eq(schema.users.id, banned.id));
    expect(await fromNewIp().passwordReset.request({ email: banned.email })).toEqual({});
    expect(await queuedMails(app.deps, banned.email, "password-reset")).toEqual([]);
  });

  it("voids the older link when a newer one is sent, and sends at most 3 mails per address per hour", async () => {
    const dater = await signUp(app.deps);
    const caller = fromNewIp();
    await caller.passwordReset.request({ email: dater.email });
    const first = await latestResetToken(app.deps, dater.email);
    for (let request = 0; request < 3; request++) expect(await caller.passwordReset.request({ email: dater.email })).toEqual({});
    expect(await queuedMails(app.deps, dater.email, "password-reset")).toHaveLength(3);
    expect(await resetRows(dater.id)).toHaveLength(1);
    await expect(fromNewIp().passwordReset.confirm({ token: first, password: "a brand new password" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This link has expired or was already used",
    });
  });

  it("counts every request of an IP: the 21st in an hour is refused (429)", async () => {
    const caller = fromNewIp();
    for (let request = 0; request < 20; request++) await caller.passwordReset.request({ email: uniqueEmail() });
    await expect(caller.passwordReset.request({ email: uniqueEmail() })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("handles at start-up a request that a process answered and did not live to handle", async () => {
    const dater = await signUp(app.deps);
    await app.deps.db.insert(schema.passwordResetRequests).values({ id: randomUUID(), email: dater.email });
    resumePasswordResetRequests(app.deps);
    expect(await latestResetToken(app.deps, dater.email)).not.toBe("");
    expect(await app.deps.db.select().from(schema.passwordResetRequests)).toEqual([]);
  });

  it("refuses a malformed address (400)", async () => {
    expect(await answerOf(fromNewIp().passwordReset.request({ email: "not-an-address" }))).toEqual({
      status: 400,
      message: "Enter a valid email address",
    });
  });
});

describe("choosing the new password", () => {
  async function daterWithLink() {
    const dater = await signUp(app.deps);
    await fromNewIp().passwordReset.request({ email: dater.email });
    return { ...dater, token: await latestResetToken(app.deps, dater.email) };
  }

  it("sets the password, confirms the email, ends every session, and mails `password changed`", async () => {
    const dater = await daterWithLink();
    await signedOutCaller(app.deps).passwordReset.confirm({ token: dater.token, password: "a brand new password" });

    const [user] = await app.deps.db.select().from(schema.users).where(eq(schema.users.id, dater.id));
    expect(user?.emailVerified).toBe(true);
    expect(await app.deps.db.select().from(schema.sessions).where(eq(schema.sessions.userId, dater.id))).toEqual([]);
    const login = (password: string) => fromNewIp().auth.login({ email: dater.email, password });
    await expect(login(dater.password)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await login("a brand new password")).id).toBe(dater.id);
    expect((await queuedMails(app.deps, dater.email, "password-changed")).map((mail) => mail.subject)).toEqual([
      "Your Unveil password was changed",
    ]);
  });

  it("uses a link once", async () => {
    const dater = await daterWithLink();
    await signedOutCaller(app.deps).passwordReset.confirm({ token: dater.token, password: "a brand new password" });
    await expect(
      signedOutCaller(app.deps).passwordReset.confirm({ token: dater.token, password: "another new password" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "This link has expired or was already used" });
  });

  it("leaves the link usable when the password is refused, and refuses it after 30 minutes", async () => {
    const dater = await daterWithLink();
    const confirm = (password: string) => signedOutCaller(app.deps).passwordReset.confirm({ token: dater.token, password });
    expect(await answerOf(confirm("short"))).toEqual({ status: 400, message: "Password must be at least 8 characters" });
    await confirm("long enough now");

    const late = await daterWithLink();
    clock += 30 * 60_000 + 1;
    await expect(
      signedOutCaller(app.deps).passwordReset.confirm({ token: late.token, password: "long enough now" }),
    ).rejects.toMatchObject({ message: "This link has expired or was already used" });
  });

  it("refuses a token nobody was sent", async () => {
    await expect(
      signedOutCaller(app.deps).passwordReset.confirm({ token: "made-up-token", password: "long enough now" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "This link has expired or was already used" });
  });
});
