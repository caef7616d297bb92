import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "../auth/lucia";
import { resolveSession } from "../auth/session";
import type { AppCaller } from "../root";
import { newSessionAttributes } from "../services/sessions";
import { callerPair, signedOutCaller } from "../test/caller";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#live-users-and-the-unread-badge through the procedures: the public
 * live count and the caller's unread badge. http/auth.test.ts keeps that a request with a
 * cookie marks its user seen.
 */
let clockOffsetMs = 0;
const app = useStarted(() => startTestApp({}, { now: () => new Date(Date.now() + clockOffsetMs) }));

async function storedMessages(matchId: string) {
  return app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId)).orderBy(schema.messages.seq);
}

const unreadCount = async (caller: AppCaller) => (await caller.stats.unreadCount()).count;
const activeUsers = async () => (await signedOutCaller(app.deps).stats.activeUsers()).count;

/** What a signed-in request does (auth/session.ts): the user's last-seen, and the live-users store. */
async function markSeen(userId: string, at: Date) {
  await app.deps.db.update(schema.users).set({ lastSeenAt: at }).where(eq(schema.users.id, userId));
  await app.deps.stores.liveUsers.seen(userId, at);
}

describe("stats.activeUsers", () => {
  it("is public and counts distinct users seen in the last five minutes", async () => {
    const { alice, bob } = await callerPair(app.deps);
    const start = await activeUsers();
    await markSeen(alice.id, app.deps.now());
    await markSeen(alice.id, app.deps.now());
    expect(await activeUsers()).toBe(start);
    await markSeen(bob.id, new Date(app.deps.now().getTime() - 6 * 60_000));
    expect(await activeUsers()).toBe(start - 1);
    // Six minutes on, only those seen since count.
    clockOffsetMs += 6 * 60_000;
    expect(await activeUsers()).toBe(0);
    await markSeen(bob.id, app.deps.now());
    expect(await activeUsers()).toBe(1);
  });
});

describe("stats.activeUsers, counted at most once a second per instance (decision 0052)", () => {
  it("shows a dater another instance saw within a second, and one who comes back through this instance at once", async () => {
    const { bob } = await callerPair(app.deps);
    const bobSession = await app.deps.lucia.createSession(bob.id, newSessionAttributes(app.deps, "vitest"));
    const start = await activeUsers();
    // Another instance's write: this instance's count hears nothing of it and holds for its second.
    const sixMinutesAgo = new Date(app.deps.now().getTime() - 6 * 60_000);
    await app.deps.db.update(schema.users).set({ lastSeenAt: sixMinutesAgo }).where(eq(schema.users.id, bob.id));
    expect(await activeUsers()).toBe(start);
    clockOffsetMs += 1_000;
    expect(await activeUsers()).toBe(start - 1);
    // Bob's next request here (the session touch) brings him back into the count at once.
    await resolveSession(app.deps, `${SESSION_COOKIE_NAME}=${bobSession.id}`);
    expect(await activeUsers()).toBe(start);
  });
});

describe("stats.unreadCount", () => {
  it("counts unseen matches and unread messages addressed to the caller, and clears them as they are read", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    expect(await unreadCount(alice.caller)).toBe(1);
    expect(await unreadCount(bob.caller)).toBe(1);

    await alice.caller.messages.send({ matchId, content: "first" });
    await alice.caller.messages.send({ matchId, content: "second" });
    // Alice's own messages are not unread for her.
    expect(await unreadCount(alice.caller)).toBe(1);
    expect(await unreadCount(bob.caller)).toBe(3);

    // Listing matches marks the match seen (messages stay unread).
    await bob.caller.matches.list();
    expect(await unreadCount(bob.caller)).toBe(2);
    // Listing the conversation reads Alice's messages, only for Bob.
    await bob.caller.messages.list({ matchId });
    expect(await unreadCount(bob.caller)).toBe(0);
    const rows = await storedMessages(matchId);
    expect(rows.every((row) => row.readAt instanceof Date)).toBe(true);

    // Opening one match marks it seen too.
    await alice.caller.matches.get({ matchId });
    expect(await unreadCount(alice.caller)).toBe(0);

    // Bob answers: unread for Alice until she lists the conversation (with a cursor too).
    const lastRead = rows[rows.length - 1]?.id ?? "";
    await bob.caller.messages.send({ matchId, content: "reply" });
    expect(await unreadCount(alice.caller)).toBe(1);
    expect(await unreadCount(bob.caller)).toBe(0);
    const poll = await alice.caller.messages.list({ matchId, after: lastRead });
    expect(poll.map((message) => message.content)).toEqual(["reply"]);
    expect(await unreadCount(alice.caller)).toBe(0);
  });

  it("stops counting a match and its messages once it is blocked or deleted", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "are you there?" });
    expect(await unreadCount(bob.caller)).toBe(2);
    await alice.caller.reports.blockUser({ userId: bob.id });
    expect(await unreadCount(bob.caller)).toBe(0);
    expect(await unreadCount(alice.caller)).toBe(0);

    const second = await callerPair(app.deps);
    await second.alice.caller.messages.send({ matchId: second.matchId, content: "hello" });
    expect(await unreadCount(second.bob.caller)).toBe(2);
    await second.alice.caller.matches.delete({ matchId: second.matchId });
    expect(await unreadCount(second.bob.caller)).toBe(0);
  });
});
