import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@unveil/api/client";

type RouterOutputs = inferRouterOutputs<AppRouter>;
export type AdminReport = RouterOutputs["moderation"]["report"];
export type AdminUser = NonNullable<AdminReport["reportedUser"]>;
export type AdminVerification = RouterOutputs["verificationReview"]["queue"][number];
