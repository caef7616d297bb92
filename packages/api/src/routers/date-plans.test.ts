import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createPageServices } from "../page-services";
import { SHARED_DATE_PHOTO_WIDTH } from "../services/date-plan-page";
import { callerFor, callerPair, signedOutCaller } from "../test/caller";
import { makeJpeg } from "../test/images";
import { seedMatch } from "../test/match-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#share-my-date: date plans through the procedures, and what
 * their links open (the page's service, as /date/{token} calls it). The clock is
 * pinned (deps.now) so the 60-day window and the expiry are exact.
 */
const MODERATOR = "dates.moderator@example.com";
const START = new Date("2026-12-01T12:00:00.000Z");
let clock = START;
const app = useStarted(() => startTestApp({ MODERATOR_EMAILS: MODERATOR }, { now: () => clock }));
const pages = () => createPageServices(app.deps);

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(START.getTime() + ms).toISOString();
const tokenOf = (url: string) => url.split("/date/")[1] ?? "";

async function planFor(seed: Parameters<typeof callerPair>[1] = {}) {
  clock = START;
  const pair = await callerPair(app.deps, seed);
  const plan = await pair.alice.caller.datePlans.create({
    matchId: pair.matchId,
    place: "  Café Lumen, Harbour Street  ",
    startsAt: "2026-12-03T19:30:00+01:00",
    note: "Call me at 22:00 if I don't text",
  });
  return { ...pair, plan, token: tokenOf(plan.url) };
}

describe("datePlans.create", () => {
  it("answers the plan with its link, expiring 24 h after the start; the database keeps the token's hash and a sealed copy, never the token", async () => {
    const { plan, token, matchId, alice } = await planFor();
    expect(plan).toMatchObject({
      matchId,
      place: "Café Lumen, Harbour Street",
      startsAt: new Date("2026-12-03T18:30:00.000Z"),
      note: "Call me at 22:00 if I don't text",
      expiresAt: new Date("2026-12-04T18:30:00.000Z"),
      createdAt: START,
    });
    expect(plan.url).toBe(`${app.deps.config.publicOrigin}/date/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await app.deps.db.select().from(schema.datePlans).where(eq(schema.datePlans.id, plan.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.utcOffsetMinutes).toBe(60);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await alice.caller.datePlans.list()).toEqual([plan]);
  });

  it("takes a start from now to 60 days ahead, as an ISO 8601 date and time with its offset; an empty note when left out", async () => {
    const { alice, matchId } = await planFor();
    const create = (startsAt: string) => alice.caller.datePlans.create({ matchId, place: "Park", startsAt });
    await expect(create(at(-60_000))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Pick a time from now to 60 days ahead",
    });
    await expect(create(at(60 * DAY + 60_000))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(create("next Friday")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(create("2026-12-03T19:30:00")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await create(at(0))).toMatchObject({ note: "" });
    expect(await create(at(60 * DAY))).toMatchObject({ expiresAt: new Date(START.getTime() + 61 * DAY) });
    await expect(alice.caller.datePlans.create({ matchId, place: "P", startsAt: at(HOUR) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      alice.caller.datePlans.create({ matchId, place: "Park", startsAt: at(HOUR), note: "x".repeat(501) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("404s for a match that is not the caller's visible match: unknown, someone else's, blocked", async () => {
    const { matchId } = await planFor();
    const other = await callerPair(app.deps);
    const create = (id: string) => other.alice.caller.datePlans.create({ matchId: id, place: "Park", startsAt: at(HOUR) });
    await expect(create(matchId)).rejects.toMatchObject({ code: "NOT_FOUND", message: "Match not found" });
    await expect(create(crypto.randomUUID())).rejects.toMatchObject({ code: "NOT_FOUND" });
    await other.alice.caller.reports.blockUser({ userId: other.bob.id });
    await expect(create(other.matchId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps at most 10 live plans per dater; expired ones do not count (and are deleted)", async () => {
    const { alice, matchId } = await planFor();
    for (let i = 1; i < 9; i++) await alice.caller.datePlans.create({ matchId, place: `Place ${i}`, startsAt: at(i * HOUR) });
    const soon = await alice.caller.datePlans.create({ matchId, place: "Soon", startsAt: at(0) });
    await expect(alice.caller.datePlans.create({ matchId, place: "Eleventh", startsAt: at(DAY) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You can share up to 10 date plans at once. Delete one to share another.",
    });
    clock = new Date(START.getTime() + DAY + 60_000);
    expect(await alice.caller.datePlans.create({ matchId, place: "Eleventh", startsAt: at(2 * DAY) })).toMatchObject({
      place: "Eleventh",
    });
    expect(await app.deps.db.select().from(schema.datePlans).where(eq(schema.datePlans.id, soon.id))).toEqual([]);
  });
});

describe("datePlans.list and delete", () => {
  it("lists the caller's live plans soonest first; deleting one ends its link at once; someone else's is 404", async () => {
    const { alice, bob, matchId, plan, token } = await planFor();
    const sooner = await alice.caller.datePlans.create({ matchId, place: "Breakfast", startsAt: at(HOUR) });
    expect((await alice.caller.datePlans.list()).map((p) => p.id)).toEqual([sooner.id, plan.id]);
    expect(await bob.caller.datePlans.list()).toEqual([]);
    await expect(bob.caller.datePlans.delete({ id: plan.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(signedOutCaller(app.deps).datePlans.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    expect(await pages().sharedDatePlan(token)).not.toBeNull();
    await alice.caller.datePlans.delete({ id: plan.id });
    expect(await pages().sharedDatePlan(token)).toBeNull();
    expect((await alice.caller.datePlans.list()).map((p) => p.id)).toEqual([sooner.id]);
    await expect(alice.caller.datePlans.delete({ id: plan.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the page a link opens", () => {
  it("shows the sharer's first name, the plan and a Mystery Match until both revealed; no photo", async () => {
    const { token } = await planFor({ user1Revealed: true });
    expect(await pages().sharedDatePlan(token)).toEqual({
      sharerFirstName: expect.stringMatching(/^Firstname/) as string,
      place: "Café Lumen, Harbour Street",
      startsAt: new Date("2026-12-03T18:30:00.000Z"),
      utcOffsetMinutes: 60,
      note: "Call me at 22:00 if I don't text",
      match: { revealed: false },
    });
    expect(await pages().sharedDatePhoto(token)).toBeNull();
  });

  it("names the match by first name and age once both revealed and serves the first photo; never a last name or email", async () => {
    const { token, bob, alice } = await planFor({ user1Revealed: true, user2Revealed: true });
    const [first] = await app.deps.db
      .select()
      .from(schema.photos)
      .where(eq(schema.photos.userId, bob.id))
      .orderBy(schema.photos.position);
    await app.deps.storage.put(first!.objectId, Buffer.from("jpeg bytes"), "image/jpeg");
    const shown = await pages().sharedDatePlan(token);
    expect(shown?.match).toEqual({ revealed: true, firstName: bob.firstName, age: bob.profile.age, hasPhoto: true });
    const raw = JSON.stringify(shown);
    for (const secret of [
      alice.lastName,
      bob.lastName,
      alice.email,
      bob.email,
      String(bob.profile.latitude),
      bob.profile.location,
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(await pages().sharedDatePhoto(token)).toEqual({ bytes: Buffer.from("jpeg bytes"), contentType: "image/jpeg" });
  });

  it("serves the photo at the width the page shows it (a 320-px WebP rendition of a large photo)", async () => {
    const { token, bob } = await planFor({ user1Revealed: true, user2Revealed: true });
    const [first] = await app.deps.db
      .select()
      .from(schema.photos)
      .where(eq(schema.photos.userId, bob.id))
      .orderBy(schema.photos.position);
    const large = await makeJpeg({ width: 1600, height: 1200 });
    await app.deps.storage.put(first!.objectId, large, "image/jpeg");
    const photo = await pages().sharedDatePhoto(token);
    expect(photo?.contentType).toBe("image/webp");
    const { width, height, format } = await sharp(photo?.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: SHARED_DATE_PHOTO_WIDTH, height: 240, format: "webp" });
    expect(photo?.bytes.length).toBeLessThan(large.length);
  });

  it("says nothing of a sharer without a first name (the page reads Someone)", async () => {
    const { token, alice } = await planFor();
    await app.deps.db.update(schema.users).set({ firstName: null }).where(eq(schema.users.id, alice.id));
    expect(await pages().sharedDatePlan(token)).toMatchObject({ sharerFirstName: null });
  });

  it("no longer opens 24 h after the start, or for a token that is no plan's", async () => {
    const { token } = await planFor({ user1Revealed: true, user2Revealed: true });
    clock = new Date("2026-12-04T18:29:59.000Z");
    expect(await pages().sharedDatePlan(token)).not.toBeNull();
    clock = new Date("2026-12-04T18:30:00.000Z");
    expect(await pages().sharedDatePlan(token)).toBeNull();
    expect(await pages().sharedDatePhoto(token)).toBeNull();
    expect(await pages().sharedDatePlan(`${token.slice(0, -1)}A`)).toBeNull();
    expect(await pages().sharedDatePlan("not-a-token")).toBeNull();
  });
});

describe("plans end with their match", () => {
  it("when either side deletes the match", async () => {
    const { token, bob, matchId, alice } = await planFor();
    await bob.caller.matches.delete({ matchId });
    expect(await pages().sharedDatePlan(token)).toBeNull();
    expect(await alice.caller.datePlans.list()).toEqual([]);
  });

  it("when either side blocks the other", async () => {
    const { token, bob, alice } = await planFor({ user1Revealed: true, user2Revealed: true });
    await bob.caller.reports.blockUser({ userId: alice.id });
    expect(await pages().sharedDatePlan(token)).toBeNull();
    expect(await pages().sharedDatePhoto(token)).toBeNull();
    expect(await alice.caller.datePlans.list()).toEqual([]);
  });

  it("when a moderator bans either of them", async () => {
    const { token, bob, alice } = await planFor();
    const report = await alice.caller.reports.create({
      reportType: "user",
      description: "Asked for money",
      reportedUserId: bob.id,
    });
    const moderatorUser = await signedOutCaller(app.deps).auth.register({ email: MODERATOR, password: "correct horse battery" });
    const moderator = await callerFor(app.deps, moderatorUser.id);
    await moderator.moderation.resolve({ reportId: report.id, action: "ban", note: "Scam" });
    expect(await pages().sharedDatePlan(token)).toBeNull();
    expect(await alice.caller.datePlans.list()).toEqual([]);
    // A new match of the sharer's still takes plans: only the ended match's plans ended.
    const carol = await callerPair(app.deps);
    const matchId = await seedMatch(app.deps.db, alice.id, carol.bob.id);
    expect(await alice.caller.datePlans.create({ matchId, place: "Park", startsAt: at(HOUR) })).toMatchObject({ matchId });
  });
});
