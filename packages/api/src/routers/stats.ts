import { CountOutput } from "@unveil/validators/outputs";
import { countActiveUsers, countUnread } from "../services/stats";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const statsRouter = createTRPCRouter({
  /** Public: the landing page's live count. */
  activeUsers: publicProcedure.output(CountOutput).query(async ({ ctx }) => ({ count: await countActiveUsers(ctx.deps) })),

  /** The unread badge: unread messages to the caller plus matches they have not seen. */
  unreadCount: protectedProcedure
    .output(CountOutput)
    .query(async ({ ctx }) => ({ count: await countUnread(ctx.deps, ctx.user.id) })),
});
