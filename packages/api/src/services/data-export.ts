import { schema } from "@unveil/db";
import type { ExportOutput } from "@unveil/validators/outputs";
import { asc, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { readMatches } from "./matches";
import { readMessagesOfMatches, viewerOf } from "./message-view";
import { loadOwnProfile } from "./own-profile";
import { loadPreferences } from "./preferences";
import { listPasskeys } from "./passkeys";
import { notificationSettingsOf } from "./push-notifications";
import { consumeRateLimit } from "./rate-limit";
import { exportSessions } from "./sessions";

/** docs/product-rules.md#the-daters-data export (ExportOutput in @unveil/validators). */
type ExportView = ExportOutput;

/** `unveil-export-YYYY-MM-DD.json`, the UTC date of the export (docs/product-rules.md#the-daters-data). */
export function exportFileName(exportedAt: Date): string {
  return `unveil-export-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/**
 * Everything the app holds about the caller, as one JSON document (docs/product-rules.md#the-daters-data);
 * limited per user and day (docs/product-rules.md#limits table). Other people appear exactly as the
 * app shows them: the matches through the one redaction of GET /api/matches (a
 * mystery match stays a mystery), the messages as the chat lists them. Reading
 * marks nothing seen or read. Report evidence stays with moderation.
 */
export async function exportUserData(deps: AppDeps, userId: string, currentSessionId: string | null): Promise<ExportView> {
  await consumeRateLimit(deps, "exportsPerDay", userId);
  const exportedAt = deps.now();
  const { db } = deps;

  const [user] = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      createdAt: schema.users.createdAt,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw notFound("User not found");

  const matches = await readMatches(deps, userId);
  const answers = await db
    .select({ questionId: schema.answers.questionId, question: schema.questions.question, answer: schema.answers.answer })
    .from(schema.answers)
    .innerJoin(schema.questions, eq(schema.questions.id, schema.answers.questionId))
    .where(eq(schema.answers.userId, userId))
    .orderBy(asc(schema.answers.questionId));
  const reports = await db
    .select({
      id: schema.reports.id,
      reportType: schema.reports.reportType,
      description: schema.reports.description,
      reportedUserId: schema.reports.reportedUserId,
      createdAt: schema.reports.createdAt,
    })
    .from(schema.reports)
    .where(eq(schema.reports.reporterId, userId))
    .orderBy(desc(schema.reports.createdAt));
  const blocks = await db
    .select({ userId: schema.blocks.blockedId, createdAt: schema.blocks.createdAt })
    .from(schema.blocks)
    .where(eq(schema.blocks.blockerId, userId))
    .orderBy(asc(schema.blocks.createdAt));

  return {
    exportedAt,
    user,
    profile: await loadOwnProfile(db, userId, exportedAt),
    preferences: await loadPreferences(db, userId),
    answers,
    matches,
    messages: await readMessagesOfMatches(
      db,
      matches.map((match) => match.id),
      await viewerOf(db, userId),
    ),
    reports,
    blocks,
    sessions: await exportSessions(deps, userId, currentSessionId),
    notificationSettings: await notificationSettingsOf(deps, userId),
    passkeys: await listPasskeys(deps, userId),
  };
}
