/**
 * The server-side entry of @unveil/api: what the custom server (apps/web/server.ts)
 * uses. Next's server code imports its types only and calls the page services the
 * server publishes (page-services.ts); browser code imports `@unveil/api/client` (types only).
 */
export { readServerConfig, type ServerConfig } from "./env";
export { createAppDeps } from "./create-app-deps";
export type { AppDeps } from "./deps";
export { createContextInner, type Context } from "./context";
export { resolveSession } from "./auth/session";
export { appRouter, createCaller, type AppRouter, type AppCaller } from "./root";
export { createApiHandler, type ApiRequestHandler } from "./http/handler";
export { createFrontDoor } from "./http/front-door";
export { createServerLogger } from "./http/request-log";
export { shutDownGracefully } from "./http/server-lifecycle";
export { drainPushQueue } from "./push/push-queue";
export { startMailSender } from "./mail/start-mail-sender";
export { resumePasswordResetRequests } from "./services/password-reset-requests";
export { sendError } from "./http/respond";
export { toErrorResponse, type ErrorBody, type ErrorResponse } from "./error-response";
export { SESSION_COOKIE_NAME } from "./auth/lucia";
export { DomainError, notSignedIn } from "./errors";
export type { UserView } from "./services/signed-in-user";
export type { ProfileView } from "./services/own-profile";
export type { ViewerState } from "./page-viewer";
export { createPageServices, type PageServices } from "./page-services";
export { EVERY_ANSWER_HEADERS, setEveryAnswerHeaders } from "./http/security-headers";
export { startSelfieCleanup } from "./services/selfie-cleanup";
