import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toErrorResponse } from "../error-response";
import { startEmailConfirmation } from "../services/email-confirmation";
import { signedOutCaller, signUp } from "../test/caller";
import { codeOf, lastMailTo, linkOf, queuedMailsTo, verifyTokenOf } from "../test/mail-outbox";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#confirming-the-email, through the procedures (no HTTP). */
let offsetMs = 0;
const app = useStarted(() =>
  startTestApp(
    { RATE_LIMIT_EMAIL_CODE_FAILURES_PER_HOUR: "10", RATE_LIMIT_EMAIL_CODE_RESENDS_PER_HOUR: "5" },
    { now: () => new Date(Date.now() + offsetMs) },
  ),
);

const INVALID = { code: "BAD_REQUEST", message: "This code or link is invalid or has expired" };
const bodyOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => toErrorResponse(error).body,
  );
const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => toErrorResponse(error).status,
  );

async function newDater() {
  const dater = await signUp(app.deps);
  const mail = await lastMailTo(app.deps.db, dater.email);
  return { ...dater, mail, code: codeOf(mail.text), token: verifyTokenOf(mail.text) };
}

describe("sign-up", () => {
  it("queues `Confirm your email for Unveil` with a code and a link, keeping only their digests", async () => {
    const dater = await newDater();
    expect(await dater.caller.auth.me()).toMatchObject({ email: dater.email, emailVerified: false });
    expect(dater.mail).toMatchObject({ kind: "confirm-email", subject: "Confirm your email for Unveil", sentAt: null });
    expect(dater.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(linkOf(dater.mail.text)).toBe(`http://localhost:3000/?verify=${dater.token}`);
    expect(dater.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await app.deps.db
      .select()
      .from(schema.emailConfirmations)
      .where(eq(schema.emailConfirmations.userId, dater.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(dater.token);
    expect(JSON.stringify(row)).not.toContain(dater.code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
  });
});

describe("email.verify", () => {
  it("confirms with the code, case and spaces ignored, once", async () => {
    const dater = await newDater();
    const typed = `${dater.code.slice(0, 4).toLowerCase()} ${dater.code.slice(4)}`;
    expect(await dater.caller.email.verify({ code: typed })).toEqual({ email: dater.email, emailVerified: true });
    expect(await dater.caller.auth.me()).toMatchObject({ emailVerified: true });
    await expect(dater.caller.email.verify({ code: dater.code })).rejects.toMatchObject(INVALID);
    await expect(signedOutCaller(app.deps).email.verify({ token: dater.token })).rejects.toMatchObject(INVALID);
  });

  it("confirms with the link's token signed out", async () => {
    const dater = await newDater();
    expect(await signedOutCaller(app.deps).email.verify({ token: dater.token })).toEqual({
      email: dater.email,
      emailVerified: true,
    });
    expect(await dater.caller.auth.me()).toMatchObject({ emailVerified: true });
  });

  it("needs a session for a code, and one of code or token", async () => {
    const dater = await newDater();
    await expect(signedOutCaller(app.deps).email.verify({ code: dater.code })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await bodyOf(dater.caller.email.verify({}))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Enter the code from the mail",
    });
    expect(await bodyOf(dater.caller.email.verify({ token: "x".repeat(500) }))).toMatchObject(INVALID);
  });

  it("refuses the code and link after 24 hours", async () => {
    const dater = await newDater();
    offsetMs = 24 * 3600_000 + 1000;
    try {
      await expect(dater.caller.email.verify({ code: dater.code })).rejects.toMatchObject(INVALID);
      await expect(dater.caller.email.verify({ token: dater.token })).rejects.toMatchObject(INVALID);
    } finally {
      offsetMs = 0;
    }
  });

  it("answers 429 after 10 wrong codes in an hour, even for the right one", async () => {
    const dater = await newDater();
    const wrong = dater.code === "AAAAAAAA" ? "BBBBBBBB" : "AAAAAAAA";
    for (let attempt = 0; attempt < 10; attempt++) expect(await statusOf(dater.caller.email.verify({ code: wrong }))).toBe(400);
    expect(await statusOf(dater.caller.email.verify({ code: dater.code }))).toBe(429);
    // The link is not a guess: it still works.
    expect(await dater.caller.email.verify({ token: dater.token })).toMatchObject({ emailVerified: true });
  });
});

describe("email.resend", () => {
  it("sends a new code and link and voids the older ones", async () => {
    const dater = await newDater();
    expect(await dater.caller.email.resend()).toEqual({});
    const mails = await queuedMailsTo(app.deps.db, dater.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["confirm-email", "confirm-email"]);
    const newer = mails[1]!;
    await expect(dater.caller.email.verify({ token: dater.token })).rejects.toMatchObject(INVALID);
    if (codeOf(newer.text) !== dater.code)
      await expect(dater.caller.email.verify({ code: dater.code })).rejects.toMatchObject(INVALID);
    expect(await dater.caller.email.verify({ code: codeOf(newer.text) })).toMatchObject({ emailVerified: true });
  });

  it("answers 409 once confirmed, and 429 after 5 in an hour", async () => {
    const dater = await newDater();
    for (let attempt = 0; attempt < 5; attempt++) await dater.caller.email.resend();
    expect(await statusOf(dater.caller.email.resend())).toBe(429);
    const confirmed = await newDater();
    await confirmed.caller.email.verify({ code: confirmed.code });
    await expect(confirmed.caller.email.resend()).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your email is already confirmed",
    });
    await expect(signedOutCaller(app.deps).email.resend()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("a confirmation that carries a new address (change of email)", () => {
  async function startChange(userId: string, newEmail: string) {
    await app.deps.db.transaction((tx) => startEmailConfirmation(tx, userId, { newEmail, origin: app.deps.config.publicOrigin }));
    return lastMailTo(app.deps.db, newEmail);
  }

  it("sends `Confirm your new email for Unveil` to the new address; using it moves the account there, confirmed", async () => {
    const dater = await newDater();
    const newEmail = `moved-${dater.id}@example.com`;
    const mail = await startChange(dater.id, newEmail);
    expect(mail).toMatchObject({ kind: "confirm-new-email", subject: "Confirm your new email for Unveil" });
    expect(await dater.caller.auth.me()).toMatchObject({ email: dater.email });
    expect(await dater.caller.email.verify({ code: codeOf(mail.text) })).toEqual({ email: newEmail, emailVerified: true });
    expect(await dater.caller.auth.me()).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("answers 409 when another account took the new address meanwhile", async () => {
    const dater = await newDater();
    const other = await newDater();
    const mail = await startChange(dater.id, `taken-${dater.id}@example.com`);
    await app.deps.db
      .update(schema.users)
      .set({ email: `taken-${dater.id}@example.com` })
      .where(eq(schema.users.id, other.id));
    await expect(signedOutCaller(app.deps).email.verify({ token: verifyTokenOf(mail.text) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists",
    });
    expect(await dater.caller.auth.me()).toMatchObject({ email: dater.email, emailVerified: false });
  });
});
