import { describe, expect, it } from "vitest";
import { type SignedUp } from "../test/caller";
import { FLAG_TEST_ENV, autoReportsAbout, daterWithMatches, moderatorCaller } from "../test/auto-flag-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * docs/product-rules.md#automatic-flags, rule 2: `Moving chats off Unveil or asking for money`,
 * messages with a phone, off-platform or money tip in 5 or more matches within 24 h.
 * Every text differs (a number in it), so rule 1 never trips here.
 */
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() => startTestApp(FLAG_TEST_ENV, { now: () => clock }));
const RULE = "Moving chats off Unveil or asking for money";

const say = (who: SignedUp, matchId: string, content: string) => who.caller.messages.send({ matchId, content, imageUrl: null });
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

describe("rule 2: moving chats off Unveil or asking for money", () => {
  it("flags tipped messages in a 5th match, with those messages as evidence", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(app.deps, 6);
    const tipped = [
      "Add me on WhatsApp, I am rarely here (1)",
      "Text me on telegram please (2)",
      "Can you send me a $50 gift card (3)",
      "My snapchat is sunny_dan (4)",
    ];
    const sent: string[] = [];
    for (const [i, text] of tipped.entries()) {
      await say(dater, matchIds[i] as string, `Hi! Lovely to match with you (${i})`);
      sent.push((await say(dater, matchIds[i] as string, text)).id);
    }
    // More tipped messages in a match already counted add no match.
    sent.push((await say(dater, matchIds[0] as string, "Did you find me on WhatsApp? (5)")).id);
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);

    later(60);
    sent.push((await say(dater, matchIds[4] as string, "I only trade crypto with people I trust (6)")).id);
    const [report] = await autoReportsAbout(app.deps, dater.id);
    expect(report).toMatchObject({ reportType: "auto", description: RULE, reporterId: null });
    const admin = await (await moderatorCaller(app.deps)).moderation.report({ reportId: report?.id ?? "" });
    expect(admin.reporter).toBeNull();
    expect(admin.evidence.map((message) => message.id)).toEqual(sent);

    await say(dater, matchIds[5] as string, "WhatsApp me (7)");
    expect(await autoReportsAbout(app.deps, dater.id)).toHaveLength(1);
  });

  it("leaves alone links, ordinary messages and tipped messages spread over more than 24 h", async () => {
    clock = new Date("2026-11-25T10:00:00.000Z");
    const { dater, matchIds } = await daterWithMatches(app.deps, 10);
    for (let i = 0; i < 5; i++) {
      await say(dater, matchIds[i] as string, `Have you seen example.com/menu${i}? Dinner at 8 (${i})`);
      await say(dater, matchIds[i] as string, `I'd kill for a pizza, and I lost 3-1 at call of duty (${i})`);
    }
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);

    for (let i = 5; i < 9; i++) await say(dater, matchIds[i] as string, `Add me on WhatsApp (${i})`);
    later(24 * 60 + 1);
    await say(dater, matchIds[9] as string, "Add me on WhatsApp (9)");
    expect(await autoReportsAbout(app.deps, dater.id)).toEqual([]);
  });
});
