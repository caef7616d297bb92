/** Browser-safe entry: types only, no server code. */
export type { AppRouter } from "./root";
export type { UserView } from "./services/signed-in-user";
export type { ProfileView } from "./services/own-profile";
export type { LiveEvent } from "./events/live-event";
export type { SharedDatePlan } from "./services/date-plan-page";
