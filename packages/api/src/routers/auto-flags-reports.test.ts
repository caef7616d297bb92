import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../test/caller";
import { FLAG_TEST_ENV, autoReportsAbout, moderatorCaller } from "../test/auto-flag-fixtures";
import { seedMatch } from "../test/match-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#automatic-flags, rule 3: `Reported by several people`, 3 or more distinct
 * reporters within 7 days; and `auto` is never a type a dater may file.
 */
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() => startTestApp(FLAG_TEST_ENV, { now: () => clock }));
const RULE = "Reported by several people";
const later = (hours: number) => (clock = new Date(clock.getTime() + hours * 3_600_000));

/** A reporter who matched `reportedId` and got a message from them, then reports them. */
async function reportAfterChat(reported: SignedUp, reporter: SignedUp, line: string) {
  const matchId = await seedMatch(app.deps.db, reported.id, reporter.id);
  const message = await reported.caller.messages.send({ matchId, content: line, imageUrl: null });
  await reporter.caller.reports.create({ reportType: "user", description: "Pushy and rude to me", reportedUserId: reported.id });
  return message;
}

const report = (reporter: SignedUp, reportedUserId: string) =>
  reporter.caller.reports.create({ reportType: "user", description: "Something felt off here", reportedUserId });

describe("rule 3: reported by several people", () => {
  it("flags the 3rd distinct reporter within 7 days, with the messages the reports carried", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const reported = await signUp(app.deps);
    const [ann, ben, cat] = [await signUp(app.deps), await signUp(app.deps), await signUp(app.deps)];
    const first = await reportAfterChat(reported, ann, "Send me your number now");
    // Ann again, and the reported dater about themselves: still 1 distinct reporter.
    await report(ann, reported.id);
    await report(reported, reported.id);
    later(24);
    const second = await reportAfterChat(reported, ben, "Why are you ignoring me");
    expect(await autoReportsAbout(app.deps, reported.id)).toEqual([]);

    later(24);
    const third = await reportAfterChat(reported, cat, "Answer me");
    const [flag] = await autoReportsAbout(app.deps, reported.id);
    expect(flag).toMatchObject({ reportType: "auto", description: RULE, reporterId: null });
    const admin = await (await moderatorCaller(app.deps)).moderation.report({ reportId: flag?.id ?? "" });
    expect(admin).toMatchObject({ reporter: null, reportedUser: { id: reported.id, level: "new" } });
    expect(admin.evidence.map((message) => message.id)).toEqual([first.id, second.id, third.id]);

    // A 4th reporter: still one open automatic report.
    await report(await signUp(app.deps), reported.id);
    expect(await autoReportsAbout(app.deps, reported.id)).toHaveLength(1);
  });

  it("does not flag 3 reporters spread over more than 7 days", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const reported = await signUp(app.deps);
    await report(await signUp(app.deps), reported.id);
    later(4 * 24);
    await report(await signUp(app.deps), reported.id);
    later(3 * 24 + 1);
    await report(await signUp(app.deps), reported.id);
    expect(await autoReportsAbout(app.deps, reported.id)).toEqual([]);
  });

  it("shows the level of the flagged dater: confirmed, then verified", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const reported = await signUp(app.deps);
    for (let i = 0; i < 3; i++) await report(await signUp(app.deps), reported.id);
    const [flag] = await autoReportsAbout(app.deps, reported.id);
    const moderator = await moderatorCaller(app.deps);
    await app.deps.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, reported.id));
    expect((await moderator.moderation.report({ reportId: flag?.id ?? "" })).reportedUser?.level).toBe("confirmed");
    await app.deps.db.update(schema.users).set({ verified: true }).where(eq(schema.users.id, reported.id));
    expect((await moderator.moderation.report({ reportId: flag?.id ?? "" })).reportedUser?.level).toBe("verified");
  });
});

describe("reportType auto", () => {
  it("is refused from a dater (BAD_REQUEST) and stores nothing", async () => {
    const dater = await signUp(app.deps);
    const target = await signUp(app.deps);
    await expect(
      dater.caller.reports.create({
        // @ts-expect-error -- the type a dater may not file
        reportType: "auto",
        description: "Trying to look like the server",
        reportedUserId: target.id,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await autoReportsAbout(app.deps, target.id)).toEqual([]);
  });
});
