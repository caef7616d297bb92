import { rowsOf } from "@unveil/db";
import type { DisplayWidth } from "@unveil/validators/limits";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { isModerator } from "./moderation-status";
import { isUuid } from "./object-urls";
import { blockedEitherWaySql, isMatchOfPairSql, isParticipantSql, isVisibleMatchSql } from "./pair-rules";

export interface VisibleObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Who may see a stored object (docs/product-rules.md#uploads-and-images), decided by where it is used, not by how
 * it was uploaded:
 * - its owner, always (but a selfie);
 * - a profile photo: the other side of a match with the owner that both revealed and
 *   that no block ended;
 * - a chat image: the two people of the match whose message carries it, while that
 *   match is not blocked (a block keeps messages for moderation, shown to neither).
 * - a moderator (docs/product-rules.md#moderation): every object of a user named in a report (reporter or
 *   reported), which covers the images of a report's evidence (each sent by one of them).
 * - a moderator: every object of a user who asked for verification (the selfie beside the
 *   profile photos, docs/product-rules.md#verification-and-date-plans).
 * - a verification selfie: moderators only, its
 *   owner included out; it is never a photo or a chat image, so no match ever sees it.
 * Everyone else, and signed-out callers, get nothing: the caller answers 404, so an
 * object's existence is never confirmed.
 */
async function visibleObjectType(
  deps: AppDeps,
  viewerId: string,
  objectId: string,
  viewerIsModerator: boolean,
): Promise<string | null> {
  const moderatorMaySee = viewerIsModerator
    ? sql`or exists (select 1 from reports r where r.reported_user_id = o.owner_id)
        or exists (select 1 from reports r where r.reporter_id = o.owner_id)
        or exists (select 1 from verification_requests v where v.user_id = o.owner_id)`
    : sql``;
  const result = await deps.db.execute(sql`
    select o.content_type as "contentType"
    from stored_objects o
    where o.id = ${objectId}
      and (
        (o.owner_id = ${viewerId} and o.purpose <> 'selfie')
        or exists (
          select 1
          from photos p
          join matches m on ${isMatchOfPairSql("m", sql`p.user_id`, viewerId)}
          where p.object_id = o.id
            and m.user1_revealed and m.user2_revealed
            and ${isVisibleMatchSql("m")}
            and not ${blockedEitherWaySql(sql`p.user_id`, viewerId)}
        )
        or exists (
          select 1
          from messages msg
          join matches m on m.id = msg.match_id
          where msg.image_object_id = o.id
            and ${isParticipantSql("m", viewerId)}
            and ${isVisibleMatchSql("m")}
        )
        ${moderatorMaySee}
      )
  `);
  return rowsOf<{ contentType: string }>(result)[0]?.contentType ?? null;
}

/**
 * The object's bytes when `viewer` may see it (see visibleObjectType), else null; with
 * `width`, its display rendition (storage/image-renditions.ts), made only once the viewer may see it.
 */
export async function readVisibleObject(
  deps: AppDeps,
  viewer: { id: string; email: string } | null,
  input: { objectId: string; width?: DisplayWidth | undefined },
): Promise<VisibleObject | null> {
  if (!viewer || !isUuid(input.objectId)) return null;
  const contentType = await visibleObjectType(deps, viewer.id, input.objectId, isModerator(deps, viewer.email));
  if (!contentType) return null;
  return readStoredObject(deps, input.objectId, contentType, input.width);
}

/**
 * A stored object's bytes under its row's type, or with `width` its display rendition
 * (storage/image-renditions.ts). Call only once the caller may see it.
 */
export function readStoredObject(
  deps: AppDeps,
  objectId: string,
  /** The row's type: the sniffed one recorded at storage time, trusted over the driver's. */
  contentType: string,
  width?: DisplayWidth,
): Promise<VisibleObject | null> {
  const read = async () => {
    const stored = await deps.storage.get(objectId);
    return stored ? { bytes: stored.bytes, contentType } : null;
  };
  return width ? deps.renditions.scaled(objectId, width, read) : read();
}
