import { describe, expect, it } from "vitest";
import { type SignedUp } from "../test/caller";
import { FLAG_TEST_ENV, autoReportsAbout, daterWithMatches, moderatorCaller } from "../test/auto-flag-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#automatic-flags, rule 1: `Same first message to many matches`, the same text
 * (case, spacing and punctuation ignored) as the first message in 5 or more matches within
 * 24 h. Through the procedures; the moderator reads the queue through theirs.
 */
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() => startTestApp(FLAG_TEST_ENV, { now: () => clock }));
const RULE = "Same first message to many matches";
const OPENER = "Hey there! Your answers made me smile 😊";

const say = (who: SignedUp, matchId: string, content: string) => who.caller.messages.send({ matchId, content, imageUrl: null });
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

describe("rule 1: the same first message to many matches", () => {
  it("flags the 5th match with the same opener, spelled any way, with the 5 messages as evidence", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(app.deps, 6);
    const spellings = [OPENER, "hey there your answers made me smile😊", "HEY THERE!!! Your answers, made me smile 😊", OPENER];
    for (const [i, spelling] of spellings.entries()) await say(dater, matchIds[i] as string, spelling);
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);

    later(60);
    await say(dater, matchIds[4] as string, "Hey  there.  Your answers made me smile 😊");
    const [report] = await autoReportsAbout(app.deps, dater.id);
    expect(report).toMatchObject({ reportType: "auto", description: RULE, reporterId: null, resolvedAt: null });

    const moderator = await moderatorCaller(app.deps);
    const admin = await moderator.moderation.report({ reportId: report?.id ?? "" });
    expect(admin).toMatchObject({ reportType: "auto", description: RULE, reporter: null, status: "open" });
    expect(admin.reportedUser).toMatchObject({ id: dater.id, level: "new" });
    expect(admin.evidence.map((message) => message.matchId)).toEqual(matchIds.slice(0, 5));
    expect(admin.evidence.every((message) => message.senderId === dater.id)).toBe(true);

    // A 6th match does not raise a second open report.
    await say(dater, matchIds[5] as string, OPENER);
    expect(await autoReportsAbout(app.deps, dater.id)).toHaveLength(1);
  });

  it("leaves alone different openers, later messages in a chat, and the same opener spread over more than 24 h", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(app.deps, 9);
    for (let i = 0; i < 4; i++) await say(dater, matchIds[i] as string, `${OPENER} (${"abcd"[i]})`);
    // The same text again, but not as a first message.
    for (let i = 0; i < 4; i++) await say(dater, matchIds[i] as string, OPENER);
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);

    for (let i = 4; i < 8; i++) await say(dater, matchIds[i] as string, "Hi! How is your week going?");
    later(24 * 60 + 1);
    await say(dater, matchIds[8] as string, "Hi! How is your week going?");
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);
  });

  it("counts the dater's first message in chats the others started too", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, others, matchIds } = await daterWithMatches(app.deps, 5);
    for (const [i, matchId] of matchIds.entries()) {
      await say(others[i] as SignedUp, matchId, `Hello from match ${i}`);
      await say(dater, matchId, "Add me, dear, I am rarely here");
    }
    expect(await autoReportsAbout(app.deps, dater.id)).toHaveLength(1);
  });

  it("does not raise again what a moderator resolved, only 5 new matches after it", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(app.deps, 11);
    for (let i = 0; i < 5; i++) await say(dater, matchIds[i] as string, OPENER);
    const [first] = await autoReportsAbout(app.deps, dater.id);
    const moderator = await moderatorCaller(app.deps);
    later(5);
    await moderator.moderation.resolve({ reportId: first?.id ?? "", action: "dismiss", note: "Just a friendly opener" });

    later(5);
    for (let i = 5; i < 9; i++) await say(dater, matchIds[i] as string, OPENER);
    expect(await autoReportsAbout(app.deps, dater.id)).toHaveLength(1);
    await say(dater, matchIds[9] as string, OPENER);
    const reports = await autoReportsAbout(app.deps, dater.id);
    expect(reports).toHaveLength(2);
    expect(reports[1]?.evidence?.map((message) => message.matchId)).toEqual(matchIds.slice(5, 10));
  });
});
