import { schema, type Database } from "@unveil/db";
import { and, countDistinct, desc, eq, gt, max, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../deps";
import { DAY_MS } from "../rate-limits";
import { evidenceColumns, toEvidenceMessage } from "./report-evidence";

/**
 * Automatic flags (docs/product-rules.md#automatic-flags): reports the server raises into the
 * moderation queue, `reportType: "auto"`, no reporter, the rule as the description and the
 * messages that tripped it as the evidence. Each rule is checked after the write that could
 * trip it has committed, with one indexed query in the common case; at most one automatic
 * report per dater and rule is open (the partial unique index reports_open_auto_key).
 *
 * What a moderator already resolved is not raised again: a rule counts only what happened
 * after the last resolved automatic report of that rule about the dater
 * (docs/decisions/0026-trust-and-flags.md).
 */
export const AUTO_FLAG_RULES = {
  sameFirstMessage: "Same first message to many matches",
  offPlatform: "Moving chats off Unveil or asking for money",
  severalReporters: "Reported by several people",
} as const;
export type AutoFlagRule = keyof typeof AUTO_FLAG_RULES;

/** 5 matches within 24 h (rules 1 and 2); 3 distinct reporters within 7 days (rule 3). */
export const FLAG_MATCHES = 5;
export const FLAG_REPORTERS = 3;
const MESSAGE_WINDOW_MS = DAY_MS;
const REPORT_WINDOW_MS = 7 * DAY_MS;
/** An automatic report carries at most this many messages, the newest, like a dater's report. */
const EVIDENCE_MESSAGES = 100;

type EvidenceMessage = schema.ReportEvidenceMessage;

/** When a moderator last resolved an automatic report of this rule about the dater, if ever. */
async function lastResolved(db: Database, userId: string, rule: AutoFlagRule): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(schema.reports.resolvedAt) })
    .from(schema.reports)
    .where(
      and(
        eq(schema.reports.reportedUserId, userId),
        eq(schema.reports.reportType, "auto"),
        eq(schema.reports.description, AUTO_FLAG_RULES[rule]),
      ),
    );
  return row?.at ?? null;
}

/** The start of a rule's window: `windowMs` back, or the last resolution of the rule if later. */
async function windowStart(deps: AppDeps, userId: string, rule: AutoFlagRule, windowMs: number): Promise<Date> {
  const start = new Date(deps.now().getTime() - windowMs);
  const resolved = await lastResolved(deps.db, userId, rule);
  return resolved && resolved > start ? resolved : start;
}

/** Files the automatic report unless one of this rule about the dater is open already. */
async function raiseAutoFlag(deps: AppDeps, userId: string, rule: AutoFlagRule, evidence: EvidenceMessage[]) {
  await deps.db
    .insert(schema.reports)
    .values({
      id: randomUUID(),
      reporterId: null,
      reportedUserId: userId,
      reportType: "auto",
      description: AUTO_FLAG_RULES[rule],
      evidence: evidence.slice(-EVIDENCE_MESSAGES),
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
}

/**
 * Rule 1: the dater's first message in a match has the same text key (chat-openers.ts) as
 * their first message in 4 or more other matches within 24 h. One indexed lookup on
 * (sender, text key, time); the evidence is those first messages.
 */
async function checkSameFirstMessage(deps: AppDeps, senderId: string, textKey: string): Promise<void> {
  const openers = (since: Date) =>
    deps.db
      .select(evidenceColumns)
      .from(schema.chatOpeners)
      .innerJoin(schema.messages, eq(schema.messages.id, schema.chatOpeners.messageId))
      .where(
        and(
          eq(schema.chatOpeners.senderId, senderId),
          eq(schema.chatOpeners.textKey, textKey),
          gt(schema.chatOpeners.createdAt, since),
        ),
      )
      .orderBy(desc(schema.chatOpeners.createdAt))
      .limit(EVIDENCE_MESSAGES);
  const recent = await openers(new Date(deps.now().getTime() - MESSAGE_WINDOW_MS));
  if (recent.length < FLAG_MATCHES) return;
  const unjudged = await openers(await windowStart(deps, senderId, "sameFirstMessage", MESSAGE_WINDOW_MS));
  if (unjudged.length < FLAG_MATCHES) return;
  await raiseAutoFlag(deps, senderId, "sameFirstMessage", unjudged.reverse().map(toEvidenceMessage));
}

const hasOffPlatformTip = sql`${schema.messages.safetyTips} && ${sql.raw(schema.OFF_PLATFORM_TIPS_SQL)}`;

/** The screener's tips that count for rule 2. */
const OFF_PLATFORM_TIPS: readonly string[] = ["phone", "off-platform", "money"];

/**
 * Rule 2: the dater's messages with a phone, off-platform or money tip reached 5 or more
 * matches within 24 h. Counted on the partial index of such messages (sender, time); the
 * evidence is those messages.
 */
async function checkOffPlatform(deps: AppDeps, senderId: string): Promise<void> {
  const tipped = (since: Date) =>
    and(eq(schema.messages.senderId, senderId), gt(schema.messages.createdAt, since), hasOffPlatformTip);
  const matchesSince = async (since: Date) => {
    const [row] = await deps.db
      .select({ matches: countDistinct(schema.messages.matchId) })
      .from(schema.messages)
      .where(tipped(since));
    return row?.matches ?? 0;
  };
  if ((await matchesSince(new Date(deps.now().getTime() - MESSAGE_WINDOW_MS))) < FLAG_MATCHES) return;
  const since = await windowStart(deps, senderId, "offPlatform", MESSAGE_WINDOW_MS);
  if ((await matchesSince(since)) < FLAG_MATCHES) return;
  const messages = await deps.db
    .select(evidenceColumns)
    .from(schema.messages)
    .where(tipped(since))
    .orderBy(desc(schema.messages.createdAt))
    .limit(EVIDENCE_MESSAGES);
  await raiseAutoFlag(deps, senderId, "offPlatform", messages.reverse().map(toEvidenceMessage));
}

/**
 * Rule 3: 3 or more distinct people reported the dater within 7 days (automatic reports,
 * deleted reporters and reports about oneself do not count). The evidence is what those
 * reports carried, each message once, oldest first.
 */
async function checkSeveralReporters(deps: AppDeps, reportedUserId: string): Promise<void> {
  const about = (since: Date) =>
    and(
      eq(schema.reports.reportedUserId, reportedUserId),
      gt(schema.reports.createdAt, since),
      sql`${schema.reports.reporterId} is not null and ${schema.reports.reporterId} <> ${reportedUserId}`,
    );
  const [recent] = await deps.db
    .select({ reporters: countDistinct(schema.reports.reporterId) })
    .from(schema.reports)
    .where(about(new Date(deps.now().getTime() - REPORT_WINDOW_MS)));
  if ((recent?.reporters ?? 0) < FLAG_REPORTERS) return;
  const unjudged = await deps.db
    .select({ reporterId: schema.reports.reporterId, evidence: schema.reports.evidence })
    .from(schema.reports)
    .where(about(await windowStart(deps, reportedUserId, "severalReporters", REPORT_WINDOW_MS)));
  if (new Set(unjudged.map((report) => report.reporterId)).size < FLAG_REPORTERS) return;
  const messages = new Map<string, EvidenceMessage>();
  for (const report of unjudged) for (const message of report.evidence ?? []) messages.set(message.id, message);
  const evidence = [...messages.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  await raiseAutoFlag(deps, reportedUserId, "severalReporters", evidence);
}

/** Runs a check after the write that may trip it; a failing check is logged, never the writer's error. */
async function runFlagCheck(name: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    console.error(`[auto-flags] ${name} failed`, error);
  }
}

/**
 * After a message is stored: rule 1 when it is the sender's first in its match, rule 2 when
 * it carries a phone, off-platform or money tip. Most messages are neither and cost nothing.
 */
export async function checkFlagsAfterSend(
  deps: AppDeps,
  senderId: string,
  sent: { textKey: string | null; safetyTips: readonly string[] },
): Promise<void> {
  const { textKey } = sent;
  if (textKey) await runFlagCheck("same first message", () => checkSameFirstMessage(deps, senderId, textKey));
  if (sent.safetyTips.some((tip) => OFF_PLATFORM_TIPS.includes(tip))) {
    await runFlagCheck("off-platform", () => checkOffPlatform(deps, senderId));
  }
}

/** After a report naming a dater is stored: rule 3. */
export async function checkFlagsAfterReport(deps: AppDeps, reportedUserId: string): Promise<void> {
  await runFlagCheck("several reporters", () => checkSeveralReporters(deps, reportedUserId));
}
