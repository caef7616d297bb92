import { describe, expect, it } from "vitest";
import { PUSH_TEXTS } from "../services/push-notifications";
import { callerPair } from "../test/caller";
import { deliveredTo, subscribeBrowser, subscribedEndpoints, usePushWorld } from "../test/push-fixtures";
import { recordStatements } from "../test/statement-log";

/**
 * docs/product-rules.md#push: what a message or a reveal sends to the other side's
 * browsers (through the procedures, to a local push service), and when nothing is sent.
 */
const world = usePushWorld();
const deps = () => world.app.deps;
const PREVIEWS_ON = { messages: true, matches: true, reveals: true, previews: true };

describe("a push for a new message", () => {
  it("arrives encrypted (aes128gcm) with VAPID, a TTL and the chat as topic, and says nothing private", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    const browser = await subscribeBrowser(world.push, alice.caller);
    await bob.caller.messages.send({ matchId, content: "Meet me at the blue door at 8" });

    expect(await deliveredTo(world, browser)).toEqual([
      { title: PUSH_TEXTS.title, body: "New message from a Mystery Match", tag: matchId, url: `/chat/${matchId}` },
    ]);
    const [request] = world.push.received;
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    expect(request?.headers.topic).toBe(matchId.replaceAll("-", ""));
    const raw = request?.body.toString("latin1") ?? "";
    for (const secret of ["blue door", bob.firstName, bob.lastName]) expect(raw).not.toContain(secret);
  });

  it("keeps the text private when both revealed but previews are off", async () => {
    const { alice, bob, matchId } = await callerPair(deps(), { user1Revealed: true, user2Revealed: true });
    const browser = await subscribeBrowser(world.push, alice.caller);
    await bob.caller.messages.send({ matchId, content: "Secret plans" });
    const [pushed] = await deliveredTo(world, browser);
    expect(pushed?.body).toBe("You have a new message");
    expect(JSON.stringify(pushed)).not.toContain(bob.firstName);
  });

  it("previews the message only with previews on and both sides revealed", async () => {
    const revealed = await callerPair(deps(), { user1Revealed: true, user2Revealed: true });
    const oneSided = await callerPair(deps(), { user1Revealed: true, user2Revealed: false });
    for (const pair of [revealed, oneSided]) await pair.alice.caller.push.updateSettings(PREVIEWS_ON);
    const revealedBrowser = await subscribeBrowser(world.push, revealed.alice.caller);
    const oneSidedBrowser = await subscribeBrowser(world.push, oneSided.alice.caller);
    await revealed.bob.caller.messages.send({ matchId: revealed.matchId, content: "See you at 8?" });
    await oneSided.bob.caller.messages.send({ matchId: oneSided.matchId, content: "Hidden words" });

    expect(await deliveredTo(world, revealedBrowser)).toEqual([
      { title: revealed.bob.firstName, body: "See you at 8?", tag: revealed.matchId, url: `/chat/${revealed.matchId}` },
    ]);
    const [hidden] = await deliveredTo(world, oneSidedBrowser);
    expect(hidden?.body).toBe("New message from a Mystery Match");
    expect(JSON.stringify(hidden)).not.toContain("Hidden words");
    expect(JSON.stringify(hidden)).not.toContain(oneSided.bob.firstName);
  });

  it("reads the recipient's settings, hidden words and browsers, the match and the sender's name in one statement", async () => {
    const { alice, bob, matchId } = await callerPair(deps(), { user1Revealed: true, user2Revealed: true });
    await alice.caller.push.updateSettings(PREVIEWS_ON);
    await alice.caller.hiddenWords.set({ words: ["parrot"] });
    const browser = await subscribeBrowser(world.push, alice.caller);
    const log = recordStatements(deps().db);
    try {
      await bob.caller.messages.send({ matchId, content: "My parrot says hi" });
      await deps().pushQueue.idle();
    } finally {
      log.stop();
    }
    const pushReads = log.statements.filter((text) => /notification_settings|push_subscriptions|hidden_words/.test(text));
    expect(pushReads).toHaveLength(1);
    expect(await deliveredTo(world, browser)).toEqual([
      { title: "Unveil", body: "You have a new message", tag: matchId, url: `/chat/${matchId}` },
    ]);
  });

  it("is not sent when the recipient turned messages off", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    await alice.caller.push.updateSettings({ ...PREVIEWS_ON, messages: false, previews: false });
    const browser = await subscribeBrowser(world.push, alice.caller);
    await bob.caller.messages.send({ matchId, content: "Hello?" });
    expect(await deliveredTo(world, browser)).toEqual([]);
  });

  it("is not sent while the recipient is looking at the app", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    const browser = await subscribeBrowser(world.push, alice.caller);
    deps().presence = { isLooking: (userId) => Promise.resolve(userId === alice.id) };
    await bob.caller.messages.send({ matchId, content: "Hello?" });
    expect(await deliveredTo(world, browser)).toEqual([]);
  });

  it("deletes a subscription the push service answers 410 (gone) for", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    const gone = await subscribeBrowser(world.push, alice.caller);
    const alive = await subscribeBrowser(world.push, alice.caller);
    world.push.answer.set(new URL(gone.json.endpoint).pathname, 410);
    await bob.caller.messages.send({ matchId, content: "Anyone?" });
    expect(await deliveredTo(world, alive)).toHaveLength(1);
    expect(await subscribedEndpoints(deps(), alice.id)).toEqual([alive.json.endpoint]);
  });
});

describe("a push for a reveal", () => {
  it("says 'Your Mystery Match wants to reveal', then 'It's a Reveal!', once each", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    const aliceBrowser = await subscribeBrowser(world.push, alice.caller);
    const bobBrowser = await subscribeBrowser(world.push, bob.caller);
    await bob.caller.matches.reveal({ matchId });
    await bob.caller.matches.reveal({ matchId });
    expect((await deliveredTo(world, aliceBrowser)).map((pushed) => pushed.body)).toEqual(["Your Mystery Match wants to reveal"]);
    await alice.caller.matches.reveal({ matchId });
    expect(await deliveredTo(world, bobBrowser)).toEqual([
      { title: "Unveil", body: "It's a Reveal!", tag: matchId, url: `/chat/${matchId}` },
    ]);
  });

  it("is not sent when the recipient turned reveals off", async () => {
    const { alice, bob, matchId } = await callerPair(deps());
    await alice.caller.push.updateSettings({ ...PREVIEWS_ON, reveals: false, previews: false });
    const browser = await subscribeBrowser(world.push, alice.caller);
    await bob.caller.matches.reveal({ matchId });
    expect(await deliveredTo(world, browser)).toEqual([]);
  });
});

describe("cleaning up subscriptions", () => {
  it("account deletion removes every subscription of the account", async () => {
    const { alice } = await callerPair(deps());
    await subscribeBrowser(world.push, alice.caller);
    await subscribeBrowser(world.push, alice.caller);
    expect(await subscribedEndpoints(deps(), alice.id)).toHaveLength(2);
    await alice.caller.profile.delete();
    expect(await subscribedEndpoints(deps(), alice.id)).toEqual([]);
  });
});
