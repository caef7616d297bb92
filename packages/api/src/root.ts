import { authRouter } from "./routers/auth";
import { dataControlRouter } from "./routers/data-control";
import { eventsRouter } from "./routers/events";
import { matchesRouter } from "./routers/matches";
import { moderationRouter } from "./routers/moderation";
import { messagesRouter } from "./routers/messages";
import { preferencesRouter } from "./routers/preferences";
import { profileRouter } from "./routers/profile";
import { pushRouter } from "./routers/push";
import { quizRouter } from "./routers/quiz";
import { reportsRouter } from "./routers/reports";
import { statsRouter } from "./routers/stats";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  stats: statsRouter,
  profile: profileRouter,
  preferences: preferencesRouter,
  quiz: quizRouter,
  matches: matchesRouter,
  messages: messagesRouter,
  reports: reportsRouter,
  push: pushRouter,
  moderation: moderationRouter,
  dataControl: dataControlRouter,
  events: eventsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
