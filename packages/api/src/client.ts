/** Browser-safe entry: types only, no server code. */
export type { AppRouter } from "./root";
export type { UserView, ProfileView } from "./services/user-view";
