import type { AppRouter } from "@unveil/api/client";
import type { inferRouterOutputs } from "@trpc/server";

/** One of the dater's date plans, as the API answers it. */
export type DatePlan = inferRouterOutputs<AppRouter>["datePlans"]["list"][number];
