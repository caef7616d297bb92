import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicSessionId } from "../services/sessions";
import { callerFor, callerPair, createCallerPerson, signUp, signedOutCaller } from "../test/caller";
import { useTestApp } from "../test/test-app";

/**
 * docs/product-rules.md#the-daters-data through the procedures: what the export holds and
 * keeps out, its daily limit, and the signed-in devices. http/data-control.test.ts keeps
 * the attachment headers, the 429's Retry-After and the devices' JSON.
 */
const app = useTestApp({ RATE_LIMIT_EXPORTS_PER_DAY: "3" });

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const sessionIdsOf = async (userId: string) =>
  (await app.deps.db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, userId))).map(
    (row) => row.id,
  );

describe("dataControl.export", () => {
  it("holds the caller's own data, and the matches exactly as matches.list shows them (a mystery kept a mystery)", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await alice.caller.messages.send({ matchId, content: "Hi from the export test" });
    await bob.caller.messages.send({ matchId, content: "Hello back" });
    const blocked = await createCallerPerson(app.deps);
    await alice.caller.reports.blockUser({ userId: blocked.id });
    await alice.caller.reports.create({ reportType: "user", description: "Something happened here", reportedUserId: bob.id });

    const exported = await alice.caller.dataControl.export();
    expect(Object.keys(exported).sort()).toEqual(
      [
        ...["answers", "blocks", "exportedAt", "matches", "messages", "notificationSettings"],
        ...["passkeys", "preferences", "profile", "reports", "sessions", "user"],
      ].sort(),
    );
    expect(exported.user).toEqual({
      id: alice.id,
      email: alice.email,
      firstName: alice.firstName,
      lastName: alice.lastName,
      createdAt: expect.any(Date) as unknown,
    });
    // The caller's own coordinates are theirs to have.
    expect(exported.profile).toMatchObject({ latitude: alice.profile.latitude, longitude: alice.profile.longitude });
    expect(exported.preferences).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: false });
    expect(exported.notificationSettings).toEqual({ messages: true, matches: true, reveals: true, previews: false });
    expect(exported.messages.map((m) => m.content)).toEqual(["Hi from the export test", "Hello back"]);
    expect(exported.messages.every((m) => m.imageSensitive === false)).toBe(true);
    expect(exported.blocks).toEqual([{ userId: blocked.id, createdAt: expect.any(Date) as unknown }]);
    expect(exported.reports).toHaveLength(1);
    expect(Object.keys(exported.reports[0] ?? {}).sort()).toEqual([
      "createdAt",
      "description",
      "id",
      "reportType",
      "reportedUserId",
    ]);
    // Registration's own session and the caller's: only the caller's is current.
    expect(exported.sessions.map((s) => s.current).sort()).toEqual([false, true]);

    expect(exported.matches).toEqual(await alice.caller.matches.list());
    // Nothing of the unrevealed match's identity or photos, nor their coordinates.
    const text = JSON.stringify(exported);
    for (const secret of [bob.firstName, bob.lastName, bob.email, String(bob.profile.latitude), ...bob.profile.photoUrls]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows a match revealed on both sides as matches.list does, still without the other's email or coordinates", async () => {
    const { alice, bob } = await callerPair(app.deps, { user1Revealed: true, user2Revealed: true });
    const exported = await alice.caller.dataControl.export();
    expect(exported.matches).toEqual(await alice.caller.matches.list());
    const text = JSON.stringify(exported);
    expect(text).toContain(bob.firstName);
    for (const secret of [bob.email, String(bob.profile.latitude), String(bob.profile.longitude)]) {
      expect(text).not.toContain(secret);
    }
  });

  it("is TOO_MANY_REQUESTS on the fourth export of the day, and for signed-in daters only", async () => {
    const { caller } = await signUp(app.deps);
    for (let i = 0; i < 3; i += 1) await caller.dataControl.export();
    await expect(caller.dataControl.export()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(signedOutCaller(app.deps).dataControl.export()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("dataControl.sessions", () => {
  it("lists the caller's sessions with a device label and a public id that is not the session's", async () => {
    const { id, caller } = await signUp(app.deps);
    await callerFor(app.deps, id, SAFARI_IPHONE);
    const laptop = await callerFor(app.deps, id, FIREFOX_LINUX);

    // signUp leaves two sessions (registration's and the caller's), then the phone and the laptop.
    const sessions = await laptop.dataControl.sessions();
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(["Firefox on Linux"]);
    expect(sessions.map((s) => s.device)).toContain("Safari on iOS");
    const secrets = await sessionIdsOf(id);
    expect(sessions.map((s) => s.id).sort()).toEqual(secrets.map(publicSessionId).sort());
    for (const secret of secrets) expect(JSON.stringify(sessions)).not.toContain(secret);
    // The export lists the same sessions without ids or devices.
    const exported = (await caller.dataControl.export()).sessions;
    expect(exported.map((s) => Object.keys(s).sort())).toEqual(Array(4).fill(["createdAt", "current", "expiresAt"]));
  });
});

describe("dataControl.endSession and revokeOtherSessions", () => {
  it("ends one of the caller's sessions, is NOT_FOUND for anyone else's, and revokes all but the current one", async () => {
    const { id } = await signUp(app.deps);
    await callerFor(app.deps, id, SAFARI_IPHONE);
    const laptop = await callerFor(app.deps, id, FIREFOX_LINUX);
    const stranger = await signUp(app.deps);

    const phoneSession = (await laptop.dataControl.sessions()).find((s) => s.device === "Safari on iOS");
    const input = { id: phoneSession?.id ?? "" };
    const before = await sessionIdsOf(id);
    const phoneSecret = before.find((secret) => publicSessionId(secret) === input.id);
    expect(phoneSecret).toBeDefined();
    await expect(stranger.caller.dataControl.endSession(input)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(laptop.dataControl.endSession({ id: "no-such-session" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await sessionIdsOf(id)).toHaveLength(4);

    await laptop.dataControl.endSession(input);
    expect((await sessionIdsOf(id)).sort()).toEqual(before.filter((secret) => secret !== phoneSecret).sort());
    await expect(laptop.dataControl.endSession(input)).rejects.toMatchObject({ code: "NOT_FOUND" });

    await laptop.dataControl.revokeOtherSessions();
    const left = await laptop.dataControl.sessions();
    expect(left.map((s) => s.current)).toEqual([true]);
    expect(left.map((s) => s.device)).toEqual(["Firefox on Linux"]);
    expect(await sessionIdsOf(id)).toHaveLength(1);
    // The stranger's own sessions were not touched.
    expect(await sessionIdsOf(stranger.id)).toHaveLength(2);
  });
});
