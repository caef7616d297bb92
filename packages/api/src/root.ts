import { authRouter } from "./routers/auth";
import { statsRouter } from "./routers/stats";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
