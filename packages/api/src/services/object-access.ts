import { rowsOf } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { isUuid } from "./uploads";

export interface VisibleObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Who may see a stored object (contract §7), decided by where it is used, not by how
 * it was uploaded:
 * - its owner, always;
 * - a profile photo: the other side of a match with the owner that both revealed and
 *   that no block ended;
 * - a chat image: the two people of the match whose message carries it, while that
 *   match is not blocked (a block keeps messages for moderation, shown to neither).
 * Everyone else, and signed-out callers, get nothing: the caller answers 404, so an
 * object's existence is never confirmed.
 */
export async function canSeeObject(deps: AppDeps, viewerId: string, objectId: string): Promise<string | null> {
  const result = await deps.db.execute(sql`
    select o.content_type as "contentType"
    from stored_objects o
    where o.id = ${objectId}
      and (
        o.owner_id = ${viewerId}
        or exists (
          select 1
          from photos p
          join matches m
            on (m.user1_id = p.user_id and m.user2_id = ${viewerId})
            or (m.user1_id = ${viewerId} and m.user2_id = p.user_id)
          where p.object_id = o.id
            and m.user1_revealed and m.user2_revealed
            and m.blocked_at is null
            and not exists (
              select 1 from blocks b
              where (b.blocker_id = p.user_id and b.blocked_id = ${viewerId})
                 or (b.blocker_id = ${viewerId} and b.blocked_id = p.user_id)
            )
        )
        or exists (
          select 1
          from messages msg
          join matches m on m.id = msg.match_id
          where msg.image_object_id = o.id
            and (m.user1_id = ${viewerId} or m.user2_id = ${viewerId})
            and m.blocked_at is null
        )
      )
  `);
  return rowsOf<{ contentType: string }>(result)[0]?.contentType ?? null;
}

/** The object's bytes when `viewerId` may see it (see canSeeObject), else null. */
export async function readVisibleObject(deps: AppDeps, viewerId: string | null, objectId: string): Promise<VisibleObject | null> {
  if (!viewerId || !isUuid(objectId)) return null;
  const contentType = await canSeeObject(deps, viewerId, objectId);
  if (!contentType) return null;
  const stored = await deps.storage.get(objectId);
  if (!stored) return null;
  // The row's type is the sniffed one recorded at storage time: trust it over the driver's.
  return { bytes: stored.bytes, contentType };
}
