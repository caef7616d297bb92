import { rowsOf, schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCallerPerson } from "../test/caller";
import { seedMatch } from "../test/match-fixtures";
import { fileReport, MODERATOR_ENV, moderatorCaller, type ResolveInput } from "../test/moderation-fixtures";
import { useTestApp } from "../test/test-app";

/**
 * docs/product-rules.md#moderation through the procedures: the queue's shape and order, and each
 * decision's rules and effects. HTTP tests (http/moderation.test.ts) keep who reaches /api/admin/*
 * and what login answers an account that was acted on.
 */
const app = useTestApp(MODERATOR_ENV);
const moderator = () => moderatorCaller(app.deps);
const resolve = async (reportId: string, input: Omit<ResolveInput, "reportId">) =>
  (await moderator()).caller.moderation.resolve({ reportId, ...input });

/** The field a refused input names first (the zod issue's path). */
async function refusedField(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught as { code?: string; cause?: { issues?: { path: (string | number)[] }[] } },
  );
  expect(error?.code).toBe("BAD_REQUEST");
  return String(error?.cause?.issues?.[0]?.path[0]);
}

describe("admin.reports and admin.report", () => {
  it("answers the reported user's profile (no coordinates), the evidence and the reporter; newest first", async () => {
    const reporter = await createCallerPerson(app.deps);
    const reported = await createCallerPerson(app.deps);
    const matchId = await seedMatch(app.deps.db, reporter.id, reported.id);
    await reported.caller.messages.send({ matchId, content: "a nasty thing to say" });
    await reporter.caller.messages.send({ matchId, content: "please stop" });
    const reportId = await fileReport(reporter, reported.id, "Keeps sending me insults at night");
    const later = await fileReport(await createCallerPerson(app.deps), reported.id, "Another report");

    const { caller } = await moderator();
    const ids = (await caller.moderation.reports({})).map((report) => report.id);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(reportId));

    const report = await caller.moderation.report({ reportId });
    expect(report).toMatchObject({
      reportType: "user",
      description: "Keeps sending me insults at night",
      status: "open",
      reporter: { id: reporter.id, email: reporter.email },
      resolution: null,
      reportedUser: {
        id: reported.id,
        email: reported.email,
        firstName: reported.firstName,
        status: "active",
        suspendedUntil: null,
        reportsAgainst: 2,
        profile: { bio: reported.profile.bio, photos: reported.profile.photoUrls },
      },
    });
    expect(report.evidence.map((message) => message.content)).toEqual(["a nasty thing to say", "please stop"]);
    expect(report.evidence[0]).toMatchObject({ matchId, senderId: reported.id, imageUrl: null });
    const text = JSON.stringify(report);
    expect(text).not.toContain("latitude");
    expect(text).not.toContain(String(reported.profile.latitude));
    await expect(caller.moderation.report({ reportId: randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("admin.resolve", () => {
  it("checks the note and days, refuses a second decision (409) and moves the report to the resolved tab", async () => {
    const reported = await createCallerPerson(app.deps);
    const reportId = await fileReport(await createCallerPerson(app.deps), reported.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ action: "dismiss" }, "note"],
      [{ action: "dismiss", note: "   " }, "note"],
      [{ action: "dismiss", note: "x".repeat(1001) }, "note"],
      [{ action: "dismiss", note: "fine", days: 3 }, "days"],
      [{ action: "ban", note: "fine", days: 3 }, "days"],
      [{ action: "suspend", note: "fine" }, "days"],
      [{ action: "suspend", note: "fine", days: 0 }, "days"],
      [{ action: "suspend", note: "fine", days: 366 }, "days"],
      [{ action: "warn", note: "fine" }, "action"],
    ];
    for (const [input, field] of cases) {
      expect(await refusedField(resolve(reportId, input as Omit<ResolveInput, "reportId">)), JSON.stringify(input)).toBe(field);
    }
    const { id: moderatorId, caller } = await moderator();
    const dismissed = await resolve(reportId, { action: "dismiss", note: "Friendly banter, nothing to act on" });
    expect(dismissed).toMatchObject({
      status: "resolved",
      resolution: { action: "dismiss", note: "Friendly banter, nothing to act on", moderatorId },
      reportedUser: { status: "active" },
    });
    await expect(resolve(reportId, { action: "ban", note: "changed my mind" })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await caller.moderation.reports({})).map((report) => report.id)).not.toContain(reportId);
    expect((await caller.moderation.reports({ status: "resolved" })).map((report) => report.id)).toContain(reportId);
    await expect(resolve(randomUUID(), { action: "dismiss", note: "n" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses suspend or ban on a report that names nobody (400); dismiss is fine", async () => {
    const reportId = await fileReport(await createCallerPerson(app.deps), undefined, "The chat list does not scroll");
    await expect(resolve(reportId, { action: "suspend", note: "n", days: 2 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(resolve(reportId, { action: "ban", note: "n" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await resolve(reportId, { action: "dismiss", note: "Bug passed to the team" })).reportedUser).toBeNull();
  });

  it("suspends for the days given; the account is active again once the date passes", async () => {
    const reported = await createCallerPerson(app.deps);
    const reportId = await fileReport(await createCallerPerson(app.deps), reported.id);
    const result = await resolve(reportId, { action: "suspend", note: "Insults; a week off", days: 7 });
    expect(result.reportedUser?.status).toBe("suspended");
    const until = new Date(result.reportedUser?.suspendedUntil ?? 0).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await app.deps.db
      .update(schema.users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, reported.id));
    const after = await (await moderator()).caller.moderation.report({ reportId });
    expect(after.reportedUser).toMatchObject({ status: "active", suspendedUntil: null });
  });

  it("bans: matches vanish from the other sides, messages are kept as evidence", async () => {
    const reporter = await createCallerPerson(app.deps);
    const reported = await createCallerPerson(app.deps);
    const other = await createCallerPerson(app.deps);
    const matchId = await seedMatch(app.deps.db, reporter.id, reported.id);
    const otherMatchId = await seedMatch(app.deps.db, other.id, reported.id);
    await reported.caller.messages.send({ matchId, content: "kept for evidence" });
    expect((await other.caller.matches.list()).map((match) => match.id)).toContain(otherMatchId);

    const result = await resolve(await fileReport(reporter, reported.id), { action: "ban", note: "Threats; banned" });
    expect(result.reportedUser).toMatchObject({ status: "banned", suspendedUntil: null });
    for (const [person, id] of [
      [reporter, matchId],
      [other, otherMatchId],
    ] as const) {
      expect((await person.caller.matches.list()).map((match) => match.id)).not.toContain(id);
      await expect(person.caller.matches.get({ matchId: id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    const kept = await app.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(kept.map((message) => message.content)).toEqual(["kept for evidence"]);
  });

  it("keeps suspended and banned accounts out of matching; an active one nearby is matched", async () => {
    const [searcher, suspended, banned, active] = await Promise.all(
      [0, 1, 2, 3].map(() => createCallerPerson(app.deps, { latitude: -33.87, longitude: 151.21 })),
    );
    if (!searcher || !suspended || !banned || !active) throw new Error("four people");
    for (const person of [searcher, suspended, banned, active]) {
      await app.deps.db
        .update(schema.profiles)
        .set({ answerBits: 0, lookingFor: "both", age: 30 })
        .where(eq(schema.profiles.userId, person.id));
    }
    const reporter = await createCallerPerson(app.deps);
    await resolve(await fileReport(reporter, suspended.id), { action: "suspend", note: "n", days: 3 });
    await resolve(await fileReport(reporter, banned.id), { action: "ban", note: "n" });
    await searcher.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 50 });
    const others = rowsOf<{ other: string }>(
      await app.deps.db.execute(sql`
        select case when user1_id = ${searcher.id} then user2_id else user1_id end as other
        from matches where user1_id = ${searcher.id} or user2_id = ${searcher.id}`),
    ).map((row) => row.other);
    expect(others).toContain(active.id);
    expect(others).not.toContain(suspended.id);
    expect(others).not.toContain(banned.id);
  });

  it("refuses to suspend or ban the moderator's own account (403) but lets them dismiss a report about themselves", async () => {
    const { id: moderatorId } = await moderator();
    const reportId = await fileReport(await createCallerPerson(app.deps), moderatorId, "The moderator was rude to me");
    await expect(resolve(reportId, { action: "suspend", note: "n", days: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(resolve(reportId, { action: "ban", note: "n" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await resolve(reportId, { action: "dismiss", note: "Reviewed by a second moderator" })).status).toBe("resolved");
  });
});
