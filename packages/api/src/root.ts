import { accountRouter } from "./routers/account";
import { authRouter } from "./routers/auth";
import { dataControlRouter } from "./routers/data-control";
import { emailRouter } from "./routers/email";
import { datePlansRouter } from "./routers/date-plans";
import { eventsRouter } from "./routers/events";
import { hiddenWordsRouter } from "./routers/hidden-words";
import { matchesRouter } from "./routers/matches";
import { moderationRouter } from "./routers/moderation";
import { messagesRouter } from "./routers/messages";
import { passkeysRouter } from "./routers/passkeys";
import { passwordResetRouter } from "./routers/password-reset";
import { preferencesRouter } from "./routers/preferences";
import { profileRouter } from "./routers/profile";
import { pushRouter } from "./routers/push";
import { quizRouter } from "./routers/quiz";
import { reportsRouter } from "./routers/reports";
import { statsRouter } from "./routers/stats";
import { verificationReviewRouter, verificationRouter } from "./routers/verification";
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
  passkeys: passkeysRouter,
  passwordReset: passwordResetRouter,
  account: accountRouter,
  email: emailRouter,
  hiddenWords: hiddenWordsRouter,
  datePlans: datePlansRouter,
  events: eventsRouter,
  verification: verificationRouter,
  verificationReview: verificationReviewRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
