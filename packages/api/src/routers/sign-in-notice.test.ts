import { describe, expect, it } from "vitest";
import { createContextInner } from "../context";
import { DAY_MS } from "../rate-limits";
import { createCaller } from "../root";
import { uniqueEmail } from "../test/http-client";
import { queuedMails } from "../test/recovery-mail";
import { PHONE_USER_AGENT, addSoftwarePasskey, phoneCallerFor, signInWithSoftwarePasskey } from "../test/passkey-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/** docs/product-rules.md#accounts: the new sign-in notice, for password and passkey sign-ins alike. */
let clock = Date.parse("2026-11-25T21:40:00Z");
const app = useStarted(() => startTestApp({}, { now: () => new Date(clock) }));

const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const password = "correct horse battery";

const callerFrom = (userAgent: string) =>
  createCaller(createContextInner({ deps: app.deps, clientIp: "10.2.0.1", userAgent, setCookie: () => undefined }));

const notices = (email: string) => queuedMails(app.deps, email, "new-sign-in");

describe("the new sign-in notice", () => {
  it("is not sent at sign-up nor for the sign-up's device; a new device gets it once, and again after 30 days away", async () => {
    const email = uniqueEmail();
    await callerFrom(LAPTOP).auth.register({ email, password });
    await callerFrom(LAPTOP).auth.login({ email, password });
    expect(await notices(email)).toEqual([]);

    await callerFrom(PHONE_USER_AGENT).auth.login({ email, password });
    const [notice] = await notices(email);
    expect(notice?.subject).toBe("New sign-in to your Unveil account");
    expect(notice?.text).toContain("Chrome on Android");
    expect(notice?.text).toContain("2026-11-25 21:40 UTC");
    expect(notice?.text).toMatch(/^https?:\/\/[^\s]+\/settings$/m);

    clock += 29 * DAY_MS;
    await callerFrom(PHONE_USER_AGENT).auth.login({ email, password });
    expect(await notices(email)).toHaveLength(1);
    clock += 30 * DAY_MS + 1;
    await callerFrom(PHONE_USER_AGENT).auth.login({ email, password });
    expect(await notices(email)).toHaveLength(2);
  });

  it("is sent for a passkey sign-in from a new device too", async () => {
    const email = uniqueEmail();
    const user = await callerFrom(LAPTOP).auth.register({ email, password });
    const phone = await addSoftwarePasskey(app.deps, await phoneCallerFor(app.deps, user.id));
    await signInWithSoftwarePasskey(app.deps, phone.passkey);
    expect((await notices(email)).map((mail) => mail.subject)).toEqual(["New sign-in to your Unveil account"]);
    await signInWithSoftwarePasskey(app.deps, phone.passkey);
    expect(await notices(email)).toHaveLength(1);
  });
});
