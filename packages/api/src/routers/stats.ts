import { countActiveUsers } from "../services/stats";
import { countUnread } from "../services/unread";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const statsRouter = createTRPCRouter({
  activeUsers: publicProcedure.query(async ({ ctx }) => ({
    count: await countActiveUsers(ctx.deps.db, ctx.deps.now()),
  })),

  unreadCount: protectedProcedure.query(async ({ ctx }) => ({
    count: await countUnread(ctx.deps.db, ctx.user.id),
  })),
});
