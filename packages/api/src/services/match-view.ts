import { PERSONALITY_QUESTIONS, schema, type Database } from "@unveil/db";
import type { MatchOutput, PublicUserOutput } from "@unveil/validators/outputs";
import { and, eq, inArray } from "drizzle-orm";
import { publicProfileColumns } from "./own-profile";
import { loadPhotoUrls } from "./photo-urls";

/**
 * How a match is shown to one of its two people (docs/product-rules.md#shapes-and-redaction). This module is the
 * only place a Match leaves the server: every procedure that answers matches goes
 * through `presentMatches`, and the output schemas (MatchOutput, PublicUserOutput in
 * @unveil/validators) are declared on those procedures so nothing outside them can
 * slip through.
 */

/** docs/product-rules.md#shapes-and-redaction PublicUser and Match (output schemas in @unveil/validators, declared on the procedures). */
type PublicUserView = PublicUserOutput;
export type MatchView = MatchOutput;

/** The match columns a view is built from; services select exactly these. */
export const matchRowColumns = {
  id: schema.matches.id,
  user1Id: schema.matches.user1Id,
  user2Id: schema.matches.user2Id,
  user1Revealed: schema.matches.user1Revealed,
  user2Revealed: schema.matches.user2Revealed,
  compatibilityScore: schema.matches.compatibilityScore,
  sharedMask: schema.matches.sharedMask,
  createdAt: schema.matches.createdAt,
};

export interface MatchRow {
  id: string;
  user1Id: string;
  user2Id: string;
  user1Revealed: boolean;
  user2Revealed: boolean;
  compatibilityScore: number;
  sharedMask: number;
  createdAt: Date;
}

/**
 * Shared categories shown before both reveal. Every answer is A or B, so naming
 * every shared question would hand over the other person's whole quiz.
 */
const MYSTERY_SHARED_CATEGORIES = 3;

/** Categories of the questions both answered the same way (bit i = question i+1), in question order. */
function sharedCategoriesOf(sharedMask: number): string[] {
  return PERSONALITY_QUESTIONS.filter((question) => (sharedMask & (1 << (question.id - 1))) !== 0).map(
    (question) => question.category,
  );
}

/** Before both reveal: the id and `verified` only (it names nobody, docs/product-rules.md#verification-and-date-plans). */
const anonymous = (id: string, verified: boolean): PublicUserView => ({
  id,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  profile: null,
  verified,
});

/** `verified` of every person in `userIds`, in one query (the mystery side's too). */
async function loadVerifiedIds(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(inArray(schema.users.id, userIds), eq(schema.users.verified, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * PublicUsers of `userIds` in three queries (users, profiles, photos), whatever the
 * number of matches: no per-match lookups. Selects only the public columns.
 */
async function loadPublicUsers(db: Database, userIds: string[], now: Date): Promise<Map<string, PublicUserView>> {
  const people = new Map<string, PublicUserView>();
  if (userIds.length === 0) return people;
  const [users, profiles, photoUrls] = await Promise.all([
    db
      .select({
        id: schema.users.id,
        firstName: schema.users.firstName,
        lastName: schema.users.lastName,
        verified: schema.users.verified,
      })
      .from(schema.users)
      .where(inArray(schema.users.id, userIds)),
    db.select(publicProfileColumns(now)).from(schema.profiles).where(inArray(schema.profiles.userId, userIds)),
    loadPhotoUrls(db, userIds),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  for (const user of users) {
    const profile = profileOf.get(user.id);
    const urls = photoUrls.get(user.id) ?? [];
    people.set(user.id, {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: urls[0] ?? null,
      profile: profile
        ? { gender: profile.gender, age: profile.age, bio: profile.bio, location: profile.location, photos: urls }
        : null,
      verified: user.verified,
    });
  }
  return people;
}

/**
 * The one redaction function: the viewer's own PublicUser is filled; the other
 * person's stays anonymous (id only) until both revealed, and their data is not
 * even loaded before that. Shared categories are capped at three until then.
 */
export async function presentMatches(db: Database, viewerId: string, rows: MatchRow[], now: Date): Promise<MatchView[]> {
  const bothRevealedOf = (row: MatchRow) => row.user1Revealed && row.user2Revealed;
  const visibleIds = new Set<string>([viewerId]);
  for (const row of rows) {
    if (bothRevealedOf(row)) {
      visibleIds.add(row.user1Id);
      visibleIds.add(row.user2Id);
    }
  }
  const [people, verifiedIds] = await Promise.all([
    loadPublicUsers(db, [...visibleIds], now),
    loadVerifiedIds(db, [...new Set(rows.flatMap((row) => [row.user1Id, row.user2Id]))]),
  ]);

  return rows.map((row) => {
    const bothRevealed = bothRevealedOf(row);
    const personFor = (id: string): PublicUserView =>
      id === viewerId || bothRevealed
        ? (people.get(id) ?? anonymous(id, verifiedIds.has(id)))
        : anonymous(id, verifiedIds.has(id));
    const shared = sharedCategoriesOf(row.sharedMask);
    return {
      id: row.id,
      user1Id: row.user1Id,
      user2Id: row.user2Id,
      user1: personFor(row.user1Id),
      user2: personFor(row.user2Id),
      user1Revealed: row.user1Revealed,
      user2Revealed: row.user2Revealed,
      bothRevealed,
      compatibilityScore: row.compatibilityScore,
      sharedCategories: bothRevealed ? shared : shared.slice(0, Math.min(MYSTERY_SHARED_CATEGORIES, row.compatibilityScore)),
      createdAt: row.createdAt,
    };
  });
}

export async function presentMatch(db: Database, viewerId: string, row: MatchRow, now: Date): Promise<MatchView> {
  const [view] = await presentMatches(db, viewerId, [row], now);
  if (!view) throw new Error("presentMatches lost a row");
  return view;
}
