import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContextInner } from "../context";
import { toErrorResponse } from "../error-response";
import { createCaller } from "../root";
import { callerFor, signUp } from "../test/caller";
import { queuedMails } from "../test/recovery-mail";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#accounts: changing the password while signed in, the rules at the procedures. */
const app = useStarted(() => startTestApp({ RATE_LIMIT_LOGIN_FAILURES: "3" }));

const answerOf = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, message: "" }),
    (error: unknown) => ({ status: toErrorResponse(error).status, message: toErrorResponse(error).body.message }),
  );

const sessionsOf = (userId: string) =>
  app.deps.db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, userId));

describe("changing the password", () => {
  it("keeps this session, ends every other one, mails `password changed`; the new password signs in", async () => {
    const dater = await signUp(app.deps);
    await callerFor(app.deps, dater.id);
    expect(await sessionsOf(dater.id)).toHaveLength(3);

    await dater.caller.account.changePassword({ currentPassword: dater.password, newPassword: "a brand new password" });
    expect(await sessionsOf(dater.id)).toHaveLength(1);
    expect((await dater.caller.auth.me()).id).toBe(dater.id);
    expect((await queuedMails(app.deps, dater.email, "password-changed")).map((mail) => mail.subject)).toEqual([
      "Your Unveil password was changed",
    ]);
    const login = createCaller(createContextInner({ deps: app.deps, clientIp: "10.1.0.1" })).auth.login;
    expect((await login({ email: dater.email, password: "a brand new password" })).id).toBe(dater.id);
  });

  it("refuses a wrong current password (400), counting it as a login failure of the email, then 429", async () => {
    const dater = await signUp(app.deps);
    const change = () =>
      dater.caller.account.changePassword({ currentPassword: "not my password", newPassword: "whatever it is" });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await answerOf(change())).toEqual({ status: 400, message: "Current password is incorrect" });
    }
    expect((await answerOf(change())).status).toBe(429);
    // The login limit of that email is the same counter.
    const login = createCaller(createContextInner({ deps: app.deps, clientIp: "10.1.0.2" })).auth.login;
    expect((await answerOf(login({ email: dater.email, password: dater.password }))).status).toBe(429);
    expect(await queuedMails(app.deps, dater.email, "password-changed")).toEqual([]);
  });

  it("holds the new password to the sign-up rules", async () => {
    const dater = await signUp(app.deps);
    expect(
      await answerOf(dater.caller.account.changePassword({ currentPassword: dater.password, newPassword: "short" })),
    ).toEqual({
      status: 400,
      message: "Password must be at least 8 characters",
    });
  });
});
