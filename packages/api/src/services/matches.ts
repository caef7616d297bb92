import { preparedOnce, schema, type Database } from "@unveil/db";
import type { MatchIdInput } from "@unveil/validators";
import { and, desc, eq, inArray, isNotNull, isNull, not, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { matchRowColumns, presentMatch, presentMatches, type MatchRow, type MatchView } from "./match-view";
import { isParticipant, isVisibleMatch, otherParticipant } from "./pair-rules";
import { queueRevealPush } from "./push-notifications";
import { objectInUse } from "./stored-objects";

type MatchIdData = z.output<typeof MatchIdInput>;

const matches = schema.matches;

export const MATCH_NOT_FOUND = "Match not found";

const seenColumns = { user1SeenAt: matches.user1SeenAt, user2SeenAt: matches.user2SeenAt };
type SeenRow = MatchRow & { user1SeenAt: Date | null; user2SeenAt: Date | null };

/** The caller's match if it is visible to them; undefined for absent, not theirs, or blocked (all 404). */
export async function findVisibleMatch(db: Database, userId: string, matchId: string): Promise<SeenRow | undefined> {
  const [row] = await visibleMatchQuery(db).execute({ matchId, userId });
  return row;
}

/** Prepared once per database: every chat poll starts with it. */
const visibleMatchQuery = (db: Database) =>
  preparedOnce(db, "matches_visible", (d) =>
    d
      .select({ ...matchRowColumns, ...seenColumns })
      .from(matches)
      .where(and(eq(matches.id, sql.placeholder("matchId")), isParticipant(sql.placeholder("userId")), isVisibleMatch))
      .prepare("matches_visible"),
  );

/**
 * Marks the caller's side of these matches seen (docs/product-rules.md#matches-reveal-and-messages). Only rows still
 * unseen are written, so listing the same matches again costs no write; the
 * column keeps the first time the match was seen.
 */
async function markSeen(db: Database, userId: string, rows: SeenRow[], now: Date): Promise<void> {
  const unseenAsUser1 = rows.filter((row) => row.user1Id === userId && row.user1SeenAt === null).map((row) => row.id);
  const unseenAsUser2 = rows.filter((row) => row.user2Id === userId && row.user2SeenAt === null).map((row) => row.id);
  if (unseenAsUser1.length > 0) {
    await db
      .update(matches)
      .set({ user1SeenAt: now })
      .where(and(inArray(matches.id, unseenAsUser1), eq(matches.user1Id, userId), isNull(matches.user1SeenAt)));
  }
  if (unseenAsUser2.length > 0) {
    await db
      .update(matches)
      .set({ user2SeenAt: now })
      .where(and(inArray(matches.id, unseenAsUser2), eq(matches.user2Id, userId), isNull(matches.user2SeenAt)));
  }
}

function visibleMatchRows(db: Database, userId: string): Promise<SeenRow[]> {
  return (
    db
      .select({ ...matchRowColumns, ...seenColumns })
      .from(matches)
      .where(and(isParticipant(userId), isVisibleMatch))
      // One search creates many matches at the same instant: the better score first, then a stable order.
      .orderBy(desc(matches.createdAt), desc(matches.compatibilityScore), desc(matches.id))
  );
}

/** The caller's visible matches, newest first; listing marks them seen. */
export async function listMatches(deps: AppDeps, userId: string): Promise<MatchView[]> {
  const rows = await visibleMatchRows(deps.db, userId);
  await markSeen(deps.db, userId, rows, deps.now());
  return presentMatches(deps.db, userId, rows, deps.now());
}

/** The same list as listMatches, redacted the same way, without marking anything seen (the export). */
export async function readMatches(deps: AppDeps, userId: string): Promise<MatchView[]> {
  return presentMatches(deps.db, userId, await visibleMatchRows(deps.db, userId), deps.now());
}

/** One of the caller's visible matches; opening it marks it seen. */
export async function getMatch(deps: AppDeps, userId: string, input: MatchIdData): Promise<MatchView> {
  const row = await findVisibleMatch(deps.db, userId, input.matchId);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  await markSeen(deps.db, userId, [row], deps.now());
  return presentMatch(deps.db, userId, row, deps.now());
}

/**
 * Deletes a match: the match and its messages go (FK cascade) and the pair is
 * recorded so matching never pairs them again, in one transaction. Chat images of the
 * conversation are deleted with it (spec §4: removed permanently).
 */
export async function deleteMatch(deps: AppDeps, userId: string, input: MatchIdData): Promise<void> {
  const removedImageIds = await deps.db.transaction(async (tx) => {
    // Locking the row first makes a racing send either commit before (and be deleted
    // with the match) or wait and then find no match (404): no message outlives it.
    const [match] = await tx
      .select({ id: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
      .from(matches)
      .where(and(eq(matches.id, input.matchId), isParticipant(userId), isVisibleMatch))
      .for("update");
    if (!match) throw notFound(MATCH_NOT_FOUND);
    const images = await tx
      .select({ objectId: schema.messages.imageObjectId })
      .from(schema.messages)
      .where(and(eq(schema.messages.matchId, match.id), isNotNull(schema.messages.imageObjectId)));
    await tx.delete(matches).where(eq(matches.id, match.id));
    await tx.insert(schema.deletedPairs).values({ user1Id: match.user1Id, user2Id: match.user2Id }).onConflictDoNothing();
    const imageIds = images.flatMap((image) => (image.objectId ? [image.objectId] : []));
    if (imageIds.length === 0) return [];
    const removed = await tx
      .delete(schema.storedObjects)
      .where(
        and(
          inArray(schema.storedObjects.id, imageIds),
          eq(schema.storedObjects.purpose, "chat"),
          // Never an object something else still shows (the messages of this match are gone already).
          not(objectInUse),
        ),
      )
      .returning({ id: schema.storedObjects.id });
    return removed.map((object) => object.id);
  });
  // Bytes are removed after the commit: a failed removal leaves unreachable bytes, never a broken row.
  if (removedImageIds.length > 0) await deps.storage.delete(removedImageIds);
}

/**
 * Reveals the caller's side: one UPDATE evaluated on the row's latest version, so two
 * reveals at the same instant both land (no read-modify-write). Revealing again
 * changes nothing, and tells the other side nothing new: a push goes out only on
 * the caller's first reveal (docs/product-rules.md#push).
 */
export async function revealMatch(deps: AppDeps, userId: string, input: MatchIdData): Promise<MatchView> {
  const before = await findVisibleMatch(deps.db, userId, input.matchId);
  const [row] = await deps.db
    .update(matches)
    .set({
      user1Revealed: sql`${matches.user1Revealed} or ${matches.user1Id} = ${userId}`,
      user2Revealed: sql`${matches.user2Revealed} or ${matches.user2Id} = ${userId}`,
    })
    .where(and(eq(matches.id, input.matchId), isParticipant(userId), isVisibleMatch))
    .returning(matchRowColumns);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  const wasRevealed = before ? (before.user1Id === userId ? before.user1Revealed : before.user2Revealed) : false;
  if (before && !wasRevealed) {
    queueRevealPush(deps, {
      matchId: row.id,
      userId: otherParticipant(row, userId),
      bothRevealed: row.user1Revealed && row.user2Revealed,
    });
  }
  return presentMatch(deps.db, userId, row, deps.now());
}
