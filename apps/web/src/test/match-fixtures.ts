import type { Match, PublicUser } from "~/lib/match-display";

/** The signed-in dater of the list tests. */
export const VIEWER = "viewer-1";

/** A dater as the lists get them: nothing revealed unless `fields` says so. */
export function person(id: string, fields: Partial<PublicUser> = {}): PublicUser {
  return { id, firstName: null, lastName: null, profileImageUrl: null, profile: null, verified: false, ...fields };
}

/** A match of VIEWER's with `other`, the viewer on the side `viewerSide` says. */
export function match(
  id: string,
  other: PublicUser,
  options: { bothRevealed: boolean; viewerSide: 1 | 2; score?: number; sharedCategories?: string[] },
): Match {
  const viewer = person(VIEWER);
  const [user1, user2] = options.viewerSide === 1 ? [viewer, other] : [other, viewer];
  return {
    id,
    user1Id: user1.id,
    user2Id: user2.id,
    user1,
    user2,
    user1Revealed: options.bothRevealed,
    user2Revealed: options.bothRevealed,
    bothRevealed: options.bothRevealed,
    compatibilityScore: options.score ?? 9,
    sharedCategories: options.sharedCategories ?? [],
    createdAt: new Date("2026-11-25T12:00:00Z"),
  };
}
