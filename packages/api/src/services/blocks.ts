import { schema } from "@unveil/db";
import type { BlockUserInput } from "@unveil/validators";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { isMatchOfPair, isVisibleMatch } from "./pair-rules";

type BlockUserData = z.output<typeof BlockUserInput>;

const CANNOT_BLOCK_SELF = "You cannot block yourself";

/**
 * Records the block (again = no change) and hides the pair's match from both sides.
 * The match and its messages stay in the database for moderation (docs/product-rules.md#blocks-and-reports);
 * matching, messages and object access check blocks both ways from now on
 * (pair-rules.ts).
 */
export async function blockUser(deps: AppDeps, userId: string, input: BlockUserData): Promise<void> {
  if (input.userId === userId) throw badRequest(CANNOT_BLOCK_SELF, "userId");
  const [target] = await deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId));
  if (!target) throw notFound("User not found");

  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(schema.blocks).values({ blockerId: userId, blockedId: target.id, createdAt: now }).onConflictDoNothing();
    await tx
      .update(schema.matches)
      .set({ blockedAt: now })
      .where(and(isMatchOfPair(userId, target.id), isVisibleMatch));
  });
}
