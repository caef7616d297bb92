import { schema } from "@unveil/db";
import { fakeBrowserSubscription } from "@unveil/vitest-setup/push-service";
import { describe, expect, it } from "vitest";
import { callerPair, signUp, signedOutCaller } from "../test/caller";
import { deliveredTo, newBrowser, subscribeBrowser, subscribedEndpoints, usePushWorld } from "../test/push-fixtures";

/**
 * docs/product-rules.md#push through the procedures: the key, which endpoints may be
 * subscribed, the switches and the test push. The pushes that messages and reveals
 * cause are in push-delivery.test.ts; http/push.test.ts keeps the statuses and bodies.
 */
const world = usePushWorld();
const deps = () => world.app.deps;

describe("push.key", () => {
  it("is public and one VAPID public key, the same every time (generated once into the database)", async () => {
    const { publicKey } = await signedOutCaller(deps()).push.key();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(await signedOutCaller(deps()).push.key()).toEqual({ publicKey });
    expect(await deps().db.select().from(schema.vapidKeys)).toHaveLength(1);
  });
});

describe("push.subscribe", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://db5p.notify.windows.com/w/?token=abc",
    "http://127.0.0.1:9/named-loopback",
  ])("accepts %s", async (endpoint) => {
    const { id, caller } = await signUp(deps());
    await caller.push.subscribe(fakeBrowserSubscription(endpoint).json);
    expect(await subscribedEndpoints(deps(), id)).toEqual([endpoint]);
  });

  it.each([
    "https://evil.example/fcm/send/abc",
    "https://fcm.googleapis.com.evil.example/x",
    "https://notify.windows.com/x",
    "http://fcm.googleapis.com/fcm/send/abc",
    "http://localhost:9/not-named",
    "http://169.254.169.254/latest/meta-data",
    "https://user:pass@fcm.googleapis.com/x",
    "ftp://fcm.googleapis.com/x",
    "not a url",
  ])("refuses %s (no one picks the address the server calls)", async (endpoint) => {
    const { id, caller } = await signUp(deps());
    await expect(caller.push.subscribe(fakeBrowserSubscription(endpoint).json)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await subscribedEndpoints(deps(), id)).toEqual([]);
  });

  it("gives an endpoint subscribed again, by anyone, to the new subscriber", async () => {
    const { alice, bob } = await callerPair(deps());
    const browser = await subscribeBrowser(world.push, alice.caller);
    await bob.caller.push.subscribe(browser.json);
    expect(await subscribedEndpoints(deps(), alice.id)).toEqual([]);
    expect(await subscribedEndpoints(deps(), bob.id)).toEqual([browser.json.endpoint]);
  });
});

describe("push.unsubscribe", () => {
  it("removes the caller's subscription of that endpoint and leaves someone else's alone", async () => {
    const { alice, bob } = await callerPair(deps());
    const mine = await subscribeBrowser(world.push, alice.caller);
    const theirs = await subscribeBrowser(world.push, bob.caller);
    await alice.caller.push.unsubscribe({ endpoint: theirs.json.endpoint });
    expect(await subscribedEndpoints(deps(), bob.id)).toEqual([theirs.json.endpoint]);
    await alice.caller.push.unsubscribe({ endpoint: mine.json.endpoint });
    expect(await subscribedEndpoints(deps(), alice.id)).toEqual([]);
  });
});

describe("push.settings and push.updateSettings", () => {
  it("answers the defaults, then what was saved, for the caller only", async () => {
    const { alice, bob } = await callerPair(deps());
    const defaults = { messages: true, matches: true, reveals: true, previews: false };
    expect(await alice.caller.push.settings()).toEqual(defaults);
    const saved = { messages: false, matches: true, reveals: false, previews: true };
    expect(await alice.caller.push.updateSettings(saved)).toEqual(saved);
    expect(await alice.caller.push.settings()).toEqual(saved);
    expect(await bob.caller.push.settings()).toEqual(defaults);
  });

  it("refuses a missing or non-boolean switch", async () => {
    const { caller } = await signUp(deps());
    const bad = { messages: "yes", matches: true, reveals: true } as unknown as Parameters<typeof caller.push.updateSettings>[0];
    await expect(caller.push.updateSettings(bad)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("push.sendTest", () => {
  it("sends 'Notifications are working.' to every browser of the caller, even while looking", async () => {
    const { alice, bob } = await callerPair(deps());
    const phone = await subscribeBrowser(world.push, alice.caller);
    const laptop = await subscribeBrowser(world.push, alice.caller);
    const bobsBrowser = await subscribeBrowser(world.push, bob.caller);
    deps().presence = { isLooking: () => Promise.resolve(true) };
    expect(await alice.caller.push.sendTest()).toEqual({ sent: 2 });
    const expected = { title: "Unveil", body: "Notifications are working.", tag: "test", url: "/settings" };
    expect(await deliveredTo(world, phone)).toEqual([expected]);
    expect(await deliveredTo(world, laptop)).toEqual([expected]);
    expect(await deliveredTo(world, bobsBrowser)).toEqual([]);
  });

  it("is a CONFLICT with a clear message when no browser is subscribed, and sends nothing", async () => {
    const { caller } = await signUp(deps());
    await expect(caller.push.sendTest()).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Turn on notifications on this device first",
    });
    expect(world.push.received).toEqual([]);
  });

  it("deletes a gone subscription (then CONFLICT); TOO_MANY_REQUESTS beyond the hourly limit", async () => {
    const { id, caller } = await signUp(deps());
    const gone = await subscribeBrowser(world.push, caller);
    world.push.answer.set(new URL(gone.json.endpoint).pathname, 410);
    expect(await caller.push.sendTest()).toEqual({ sent: 1 });
    await deps().pushQueue.idle();
    expect(await subscribedEndpoints(deps(), id)).toEqual([]);
    await expect(caller.push.sendTest()).rejects.toMatchObject({ code: "CONFLICT" });

    await caller.push.subscribe(newBrowser(world.push).json);
    expect(await caller.push.sendTest()).toEqual({ sent: 1 });
    await expect(caller.push.sendTest()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("is for signed-in daters only, like every switch", async () => {
    const caller = signedOutCaller(deps());
    for (const call of [() => caller.push.sendTest(), () => caller.push.settings()]) {
      await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});
