import { schema, type Database } from "@unveil/db";
import type { BlockUserInput } from "@unveil/validators";
import { and, eq, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { orderedPair } from "./matches";

type BlockUserData = z.output<typeof BlockUserInput>;

export const CANNOT_BLOCK_SELF = "You cannot block yourself";

/** True when either user blocked the other: a block stops contact both ways. */
export async function isBlockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: schema.blocks.blockerId })
    .from(schema.blocks)
    .where(
      or(
        and(eq(schema.blocks.blockerId, a), eq(schema.blocks.blockedId, b)),
        and(eq(schema.blocks.blockerId, b), eq(schema.blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/block/{userId}: records the block (again = no change) and hides the
 * pair's match from both sides. The match and its messages stay in the database
 * for moderation (contract §5b); matching skips blocked pairs from now on.
 */
export async function blockUser(deps: AppDeps, userId: string, input: BlockUserData): Promise<void> {
  if (input.userId === userId) throw badRequest(CANNOT_BLOCK_SELF, "userId");
  const [target] = await deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId));
  if (!target) throw notFound("User not found");

  const now = deps.now();
  const pair = orderedPair(userId, target.id);
  await deps.db.transaction(async (tx) => {
    await tx.insert(schema.blocks).values({ blockerId: userId, blockedId: target.id, createdAt: now }).onConflictDoNothing();
    await tx
      .update(schema.matches)
      .set({ blockedAt: now })
      .where(
        and(eq(schema.matches.user1Id, pair.user1Id), eq(schema.matches.user2Id, pair.user2Id), isNull(schema.matches.blockedAt)),
      );
  });
}
