import { countActiveUsers } from "../services/stats";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const statsRouter = createTRPCRouter({
  activeUsers: publicProcedure.query(async ({ ctx }) => ({
    count: await countActiveUsers(ctx.deps.db, ctx.deps.now()),
  })),
});
