import { schema } from "@unveil/db";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { isParticipant } from "./pair-rules";
import { deleteStoredBytes } from "./stored-objects";

/**
 * Deletes the whole account (docs/product-rules.md#account-deletion) in one transaction. Deleting the user row
 * cascades to sessions, profile, photos, stored objects, uploads, preferences,
 * answers, matches with their messages, blocks, deleted pairs, and passkeys with
 * their pending challenges (#accounts); reports the user filed lose the reporter
 * link (set null); reports about the user keep reported_user_id (it has no foreign key) for moderation.
 *
 * Chat images the other side sent in the user's matches go too: their messages go
 * with the match, and nothing could ever show those images again.
 *
 * The bytes are deleted only after the commit, so a failed transaction never leaves
 * rows pointing at deleted bytes. Answers the blank session cookie to send back.
 */
export async function deleteAccount(deps: AppDeps, userId: string): Promise<string> {
  const objectIds = await deps.db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: schema.storedObjects.id })
      .from(schema.storedObjects)
      .where(eq(schema.storedObjects.ownerId, userId));
    const sharedInChats = await tx
      .select({ id: schema.messages.imageObjectId })
      .from(schema.messages)
      .innerJoin(schema.matches, eq(schema.matches.id, schema.messages.matchId))
      .where(and(isParticipant(userId), isNotNull(schema.messages.imageObjectId)));
    const othersImages = sharedInChats.flatMap((row) => (row.id ? [row.id] : []));
    if (othersImages.length > 0) {
      await tx.delete(schema.storedObjects).where(inArray(schema.storedObjects.id, othersImages));
    }
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
    return [...new Set([...owned.map((row) => row.id), ...othersImages])];
  });
  await deleteStoredBytes(deps, objectIds);
  return deps.lucia.createBlankSessionCookie().serialize();
}
