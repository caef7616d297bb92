import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContextInner } from "../context";
import { toErrorResponse } from "../error-response";
import { createCaller } from "../root";
import { partlyHidden } from "../services/email-change";
import { signUp } from "../test/caller";
import { uniqueEmail } from "../test/http-client";
import { codeOf, lastMailTo, verifyTokenOf } from "../test/mail-outbox";
import { queuedMails } from "../test/recovery-mail";
import { useTestApp } from "../test/test-app";

/** docs/product-rules.md#accounts: changing the email while signed in, the rules at the procedures. */
const app = useTestApp();

const answerOf = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, message: "" }),
    (error: unknown) => ({ status: toErrorResponse(error).status, message: toErrorResponse(error).body.message }),
  );

const emailOf = async (userId: string) =>
  (await app.deps.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId)))[0]?.email;

describe("changing the email", () => {
  it("mails a link and code to the new address and a notice to the old one; nothing changes until it is used", async () => {
    const dater = await signUp(app.deps);
    const newEmail = uniqueEmail();
    expect(await dater.caller.account.changeEmail({ password: dater.password, newEmail: ` ${newEmail.toUpperCase()} ` })).toEqual(
      {},
    );

    const confirm = await lastMailTo(app.deps.db, newEmail);
    expect(confirm.subject).toBe("Confirm your new email for Unveil");
    const [notice] = await queuedMails(app.deps, dater.email, "email-changing");
    expect(notice?.subject).toBe("Your Unveil email is being changed");
    expect(notice?.text).toContain(partlyHidden(newEmail));
    expect(notice?.text).not.toContain(newEmail);
    // Until confirmed, the account keeps its address and signs in with it.
    expect(await emailOf(dater.id)).toBe(dater.email);
    const login = createCaller(createContextInner({ deps: app.deps, clientIp: "10.3.0.1" })).auth.login;
    expect((await login({ email: dater.email, password: dater.password })).id).toBe(dater.id);

    await dater.caller.email.verify({ code: codeOf(confirm.text) });
    expect(await emailOf(dater.id)).toBe(newEmail);
    expect((await dater.caller.auth.me()).emailVerified).toBe(true);
    expect(verifyTokenOf(confirm.text)).not.toBe("");
  });

  it("refuses a wrong password (400), a taken address (409), a banned one (403) and the same address (400)", async () => {
    const dater = await signUp(app.deps);
    const other = await signUp(app.deps);
    const banned = uniqueEmail();
    await app.deps.db.insert(schema.bannedEmails).values({ email: banned });
    const change = (password: string, newEmail: string) => answerOf(dater.caller.account.changeEmail({ password, newEmail }));

    expect(await change("not my password", uniqueEmail())).toEqual({ status: 400, message: "Current password is incorrect" });
    expect(await change(dater.password, other.email)).toEqual({
      status: 409,
      message: "An account with this email already exists",
    });
    expect(await change(dater.password, banned)).toEqual({ status: 403, message: "This email cannot be used" });
    expect(await change(dater.password, dater.email)).toEqual({ status: 400, message: "This is already your email" });
    expect(await change(dater.password, "nope")).toEqual({ status: 400, message: "Enter a valid email address" });
    expect(await queuedMails(app.deps, dater.email, "email-changing")).toEqual([]);
  });

  it("hides most of the new address in the notice", () => {
    expect(partlyHidden("jane.doe@example.com")).toBe("j•••@example.com");
  });
});
