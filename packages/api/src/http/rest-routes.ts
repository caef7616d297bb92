import type { AppCaller } from "../root";
import { exportFileName } from "../services/data-export";

interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with `:name` segments, e.g. `/api/matches/:id`. */
  path: string;
  /** Status of a successful answer; 204 answers without a body. */
  status: number;
  call: (caller: AppCaller, request: RestRequest) => Promise<unknown>;
  /** Extra answer headers derived from the result (e.g. a download's file name). */
  headers?: (result: unknown) => Record<string, string>;
}

const route = (method: RestRoute["method"], path: string, call: RestRoute["call"], status = 200): RestRoute => ({
  method,
  path,
  call,
  status,
});

/**
 * The raw body, typed as the procedure's input. It is not trusted: the procedure
 * validates it with the shared schema; a missing body is an empty object.
 */
function unchecked<Input>(body: unknown): Input {
  return (body ?? {}) as Input;
}

type ResolveInput = Parameters<AppCaller["moderation"]["resolve"]>[0];
type RemovePhotoInput = Parameters<AppCaller["moderation"]["removePhoto"]>[0];

/**
 * The REST paths of spec §7. Each row only moves data between HTTP and a procedure:
 * no rule lives here (contract §1).
 */
export const restRoutes: RestRoute[] = [
  route("GET", "/api/auth/user", (caller) => caller.auth.me()),
  route("POST", "/api/register", (caller, request) => caller.auth.register(unchecked(request.body)), 201),
  route("POST", "/api/login", (caller, request) => caller.auth.login(unchecked(request.body))),
  route("POST", "/api/logout", (caller) => caller.auth.logout(), 204),
  route("GET", "/api/stats/active-users", (caller) => caller.stats.activeUsers()),
  route("GET", "/api/profile", (caller) => caller.profile.get()),
  route("POST", "/api/profile", (caller, request) => caller.profile.create(unchecked(request.body)), 201),
  route("PATCH", "/api/profile", (caller, request) => caller.profile.update(unchecked(request.body))),
  route("DELETE", "/api/profile", (caller) => caller.profile.delete(), 204),
  route("POST", "/api/profile/photos", (caller, request) => caller.profile.addPhoto(unchecked(request.body)), 201),
  route("DELETE", "/api/profile/photos/:index", (caller, request) =>
    caller.profile.deletePhoto({ index: request.params.index ?? "" }),
  ),
  route("PATCH", "/api/profile/primary-photo", (caller, request) => caller.profile.setPrimaryPhoto(unchecked(request.body))),
  // The PUT of the bytes to the returned URL is raw, not JSON: see http/object-routes.ts.
  route("POST", "/api/objects/upload", (caller) => caller.profile.createUploadUrl()),
  route("GET", "/api/preferences", (caller) => caller.preferences.get()),
  route("PUT", "/api/preferences", (caller, request) => caller.preferences.update(unchecked(request.body))),
  route("GET", "/api/personality-questions", (caller) => caller.quiz.questions()),
  route("GET", "/api/personality-answers", (caller) => caller.quiz.answers()),
  route("POST", "/api/personality-answers", (caller, request) => caller.quiz.submit(unchecked(request.body)), 201),
  route("PUT", "/api/personality-answers", (caller, request) => caller.quiz.update(unchecked(request.body))),
  route("GET", "/api/matches", (caller) => caller.matches.list()),
  route("GET", "/api/matches/:id", (caller, request) => caller.matches.get({ matchId: request.params.id ?? "" })),
  route("DELETE", "/api/matches/:id", (caller, request) => caller.matches.delete({ matchId: request.params.id ?? "" }), 204),
  route("POST", "/api/matches/reveal", (caller, request) => caller.matches.reveal(unchecked(request.body))),
  // GET /api/events (contract §11) is a stream, not a row: see http/event-stream.ts.
  route("POST", "/api/matches/:id/typing", (caller, request) => caller.matches.typing({ matchId: request.params.id ?? "" }), 204),
  route("GET", "/api/messages/:matchId", (caller, request) =>
    caller.messages.list({ matchId: request.params.matchId ?? "", after: request.query.get("after") || undefined }),
  ),
  route("POST", "/api/messages", (caller, request) => caller.messages.send(unchecked(request.body)), 201),
  route("POST", "/api/reports", (caller, request) => caller.reports.create(unchecked(request.body)), 201),
  route(
    "POST",
    "/api/block/:userId",
    (caller, request) => caller.reports.blockUser({ userId: request.params.userId ?? "" }),
    204,
  ),
  route("GET", "/api/notifications/unread-count", (caller) => caller.stats.unreadCount()),
  route("GET", "/api/push/key", (caller) => caller.push.key()),
  route("POST", "/api/push/subscriptions", (caller, request) => caller.push.subscribe(unchecked(request.body)), 201),
  route("DELETE", "/api/push/subscriptions", (caller, request) => caller.push.unsubscribe(unchecked(request.body)), 204),
  route("POST", "/api/push/test", (caller) => caller.push.sendTest(), 202),
  route("GET", "/api/notification-settings", (caller) => caller.push.settings()),
  route("PUT", "/api/notification-settings", (caller, request) => caller.push.updateSettings(unchecked(request.body))),
  // Moderation (contract §13): 404 for everyone but moderators, 401 signed out.
  route("GET", "/api/admin/reports", (caller, request) =>
    caller.moderation.reports({ status: request.query.get("status") ?? undefined }),
  ),
  route("GET", "/api/admin/reports/:id", (caller, request) => caller.moderation.report({ reportId: request.params.id ?? "" })),
  route("POST", "/api/admin/reports/:id/resolve", (caller, request) =>
    caller.moderation.resolve({ ...unchecked<ResolveInput>(request.body), reportId: request.params.id ?? "" }),
  ),
  route("DELETE", "/api/admin/users/:userId/photos/:index", (caller, request) =>
    caller.moderation.removePhoto({
      ...unchecked<RemovePhotoInput>(request.body),
      userId: request.params.userId ?? "",
      index: request.params.index ?? "",
    }),
  ),
  route("GET", "/api/admin/audit", (caller) => caller.moderation.audit()),
  {
    ...route("GET", "/api/export", (caller) => caller.dataControl.export()),
    headers: (result) => ({
      "content-disposition": `attachment; filename="${exportFileName((result as { exportedAt: Date }).exportedAt)}"`,
    }),
  },
  route("GET", "/api/sessions", (caller) => caller.dataControl.sessions()),
  route("POST", "/api/sessions/revoke-others", (caller) => caller.dataControl.revokeOtherSessions(), 204),
  route("DELETE", "/api/sessions/:id", (caller, request) => caller.dataControl.endSession({ id: request.params.id ?? "" }), 204),
];
