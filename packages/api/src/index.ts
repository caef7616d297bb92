export { readServerConfig, type ServerConfig } from "./env";
export { createAppDeps, type AppDeps } from "./deps";
export { createContextInner, resolveSession, type Context } from "./context";
export { appRouter, createCaller, type AppRouter, type AppCaller } from "./root";
export { createApiHandler, type ApiRequestHandler } from "./http/handler";
export { SESSION_COOKIE_NAME } from "./auth/lucia";
export { DomainError } from "./errors";
export type { UserView, ProfileView } from "./services/user-view";
export { loadViewerState, type ViewerState } from "./services/viewer";
