import { ListMessagesInput } from "@unveil/validators";
import { UploadedObjectOutput } from "@unveil/validators/outputs";
import { z } from "zod";

/**
 * What the API description (http/openapi.ts, contract §15) says about each REST table
 * row, keyed `"METHOD /path"` exactly as the row in rest-routes.ts. The schemas are not
 * repeated here: they are the named procedure's own `.input()` and `.output()`, and its
 * router is the tag. openapi.test.ts fails while a row has no entry (or an entry has no row).
 *
 * Error statuses every operation of its kind can answer are added by openapi.ts, not
 * listed here: 400 when it takes input or a JSON body, 401 unless `public`, 403 (bad
 * Origin) and 413 for POST/PUT/PATCH/DELETE, 404 when the path has a parameter.
 * List only the others the procedure itself can answer (404, 409, 429, 403 …): the
 * contract tests fail on an answer whose status is not documented.
 */
export interface RestDoc {
  /** The procedure the row calls, `"router.name"`. */
  procedure: string;
  /** One line, imperative or noun phrase: the reference's title of the operation. */
  summary: string;
  description?: string;
  /** Answers callers without a session (no cookie needed, no 401). */
  public?: true;
  /** Error statuses beyond the implied ones above. */
  errors?: ErrorStatus[];
  /** Query parameters (GET rows whose procedure input is read from the query). */
  query?: z.ZodObject;
  /** The answer sets (or clears) the session cookie. */
  setsSession?: true;
  /** A success answer that is not JSON (e.g. `text/event-stream`): its media type. */
  contentType?: string;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

const RATE_LIMITED = 429 as const;

export const restDocs: Record<string, RestDoc> = {
  "GET /api/auth/user": { procedure: "auth.me", summary: "The signed-in user, profile included" },
  "POST /api/register": {
    procedure: "auth.register",
    summary: "Create an account and sign in",
    public: true,
    errors: [409, RATE_LIMITED],
    setsSession: true,
  },
  "POST /api/login": {
    procedure: "auth.login",
    summary: "Sign in with email and password",
    public: true,
    errors: [401, RATE_LIMITED],
    setsSession: true,
  },
  "POST /api/logout": { procedure: "auth.logout", summary: "Sign out (ends the session)", public: true, setsSession: true },
  "GET /api/stats/active-users": { procedure: "stats.activeUsers", summary: "How many daters are active now", public: true },
  "GET /api/profile": { procedure: "profile.get", summary: "The caller's own profile", errors: [404] },
  "POST /api/profile": { procedure: "profile.create", summary: "Create the caller's profile", errors: [409] },
  "PATCH /api/profile": {
    procedure: "profile.update",
    summary: "Change bio, looking-for or location",
    description: "A change of the coordinates counts against the daily location limit.",
    errors: [404, RATE_LIMITED],
  },
  "DELETE /api/profile": { procedure: "profile.delete", summary: "Delete the account and everything in it" },
  "POST /api/profile/photos": {
    procedure: "profile.addPhoto",
    summary: "Add a photo (an uploaded `/objects/…` URL)",
    errors: [404],
  },
  "DELETE /api/profile/photos/:index": { procedure: "profile.deletePhoto", summary: "Remove the photo at an index" },
  "PATCH /api/profile/primary-photo": {
    procedure: "profile.setPrimaryPhoto",
    summary: "Make a photo the primary one",
    errors: [404],
  },
  "POST /api/objects/upload": {
    procedure: "profile.createUploadUrl",
    summary: "Get a single-use URL to PUT an image to",
    description: "PUT the raw bytes to `uploadURL` within 15 minutes (see `PUT /api/objects/upload/{uploadId}`).",
    errors: [RATE_LIMITED],
  },
  "GET /api/preferences": { procedure: "preferences.get", summary: "The caller's match preferences (defaults until saved)" },
  "PUT /api/preferences": { procedure: "preferences.update", summary: "Save match preferences", errors: [RATE_LIMITED] },
  "GET /api/personality-questions": { procedure: "quiz.questions", summary: "The 15 personality questions" },
  "GET /api/personality-answers": { procedure: "quiz.answers", summary: "The caller's answers" },
  "POST /api/personality-answers": {
    procedure: "quiz.submit",
    summary: "Answer all 15 questions (first time); finds matches",
    errors: [404, 409],
  },
  "PUT /api/personality-answers": { procedure: "quiz.update", summary: "Change answers; finds matches again", errors: [404] },
  "GET /api/matches": { procedure: "matches.list", summary: "The caller's matches, newest first" },
  "GET /api/matches/:id": { procedure: "matches.get", summary: "One match" },
  "DELETE /api/matches/:id": { procedure: "matches.delete", summary: "Unmatch" },
  "POST /api/matches/reveal": { procedure: "matches.reveal", summary: "Reveal yourself to a match", errors: [404] },
  "GET /api/messages/:matchId": {
    procedure: "messages.list",
    summary: "Messages of a match, oldest first",
    query: ListMessagesInput.pick({ after: true }),
  },
  "POST /api/messages": {
    procedure: "messages.send",
    summary: "Send a message (text and/or image)",
    errors: [403, 404, RATE_LIMITED],
  },
  "POST /api/reports": { procedure: "reports.create", summary: "Report a user or a problem", errors: [404, RATE_LIMITED] },
  "POST /api/block/:userId": { procedure: "reports.blockUser", summary: "Block a user (ends any match with them)" },
  "GET /api/notifications/unread-count": { procedure: "stats.unreadCount", summary: "Unread messages plus unseen matches" },
  "POST /api/matches/:id/typing": { procedure: "matches.typing", summary: "Tell the match you are typing (a live event)" },
  "GET /api/push/key": { procedure: "push.key", summary: "The server's Web Push (VAPID) public key", public: true },
  "POST /api/push/subscriptions": { procedure: "push.subscribe", summary: "Register this browser for push notifications" },
  "DELETE /api/push/subscriptions": { procedure: "push.unsubscribe", summary: "Stop push notifications to this browser" },
  "POST /api/push/test": {
    procedure: "push.sendTest",
    summary: "Send a test notification to the caller's subscribed browsers",
    description: "409 when none of the caller's browsers is subscribed; at most 5 an hour by default.",
    errors: [409, RATE_LIMITED],
  },
  "GET /api/notification-settings": { procedure: "push.settings", summary: "Which notifications the caller wants" },
  "PUT /api/notification-settings": { procedure: "push.updateSettings", summary: "Choose which notifications to get" },
  "GET /api/admin/reports": {
    procedure: "moderation.reports",
    summary: "Reports to review (moderators only; 404 for anyone else)",
    errors: [404],
  },
  "GET /api/admin/reports/:id": { procedure: "moderation.report", summary: "One report with its evidence (moderators only)" },
  "POST /api/admin/reports/:id/resolve": {
    procedure: "moderation.resolve",
    summary: "Resolve a report: dismiss, warn, suspend or ban (moderators only)",
    errors: [403, 409],
  },
  "DELETE /api/admin/users/:userId/photos/:index": {
    procedure: "moderation.removePhoto",
    summary: "Remove a user's photo (moderators only)",
    errors: [403],
  },
  "GET /api/admin/audit": { procedure: "moderation.audit", summary: "The moderation audit log (moderators only)", errors: [404] },
  "GET /api/export": {
    procedure: "dataControl.export",
    summary: "Download everything stored about the caller (JSON attachment)",
    errors: [RATE_LIMITED],
  },
  "GET /api/sessions": { procedure: "dataControl.sessions", summary: "The caller's signed-in sessions" },
  "DELETE /api/sessions/:id": { procedure: "dataControl.endSession", summary: "End one of the caller's sessions" },
  "POST /api/sessions/revoke-others": {
    procedure: "dataControl.revokeOtherSessions",
    summary: "End every session but this one",
  },
};

/** A non-JSON success body (binary or stream): its media types. */
interface RawContent {
  mediaTypes: string[];
  description: string;
}

/**
 * Operations outside the REST table (they move raw bytes or describe the API itself),
 * with their schemas spelled here. Paths use OpenAPI's `{name}`.
 */
export interface ExtraDoc {
  method: "GET" | "PUT";
  path: string;
  tag: string;
  summary: string;
  description?: string;
  public?: true;
  params?: Record<string, string>;
  requestBody?: RawContent;
  success: { status: number; json?: z.ZodType; raw?: RawContent };
  errors: ErrorStatus[];
}

export const extraDocs: ExtraDoc[] = [
  {
    method: "PUT",
    path: "/api/objects/upload/{uploadId}",
    tag: "profile",
    summary: "Upload image bytes to a URL from POST /api/objects/upload",
    description: "The raw image (JPEG, PNG, WebP or GIF), not JSON; at most the image size limit. Single use.",
    params: { uploadId: "The id at the end of `uploadURL`" },
    requestBody: { mediaTypes: ["image/*"], description: "The image file's bytes" },
    success: { status: 200, json: UploadedObjectOutput },
    errors: [400, 401, 403, 404, 413, RATE_LIMITED],
  },
  {
    method: "GET",
    path: "/objects/{objectId}",
    tag: "profile",
    summary: "A stored image",
    description: "Only for callers allowed to see it (its owner, or a match once revealed); 404 for anyone else.",
    public: true,
    params: { objectId: "The id at the end of a `/objects/…` URL" },
    success: { status: 200, raw: { mediaTypes: ["image/*"], description: "The image bytes" } },
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    tag: "meta",
    summary: "This API description (OpenAPI 3.1)",
    public: true,
    success: { status: 200, json: z.looseObject({ openapi: z.string() }) },
    errors: [],
  },
  {
    method: "GET",
    path: "/api/docs",
    tag: "meta",
    summary: "The API reference, rendered from this description",
    public: true,
    success: { status: 200, raw: { mediaTypes: ["text/html"], description: "The reference page" } },
    errors: [],
  },
  {
    method: "GET",
    path: "/api/events",
    tag: "events",
    summary: "The caller's live events (Server-Sent Events)",
    description:
      "A `text/event-stream` of the caller's events (messages, matches, typing, reads); resumes after the `Last-Event-ID` header or `?lastEventId=`.",
    success: { status: 200, raw: { mediaTypes: ["text/event-stream"], description: "The event stream" } },
    errors: [401],
  },
  {
    method: "GET",
    path: "/api/health",
    tag: "meta",
    summary: "Whether the server and its database answer",
    description: "503 while the database does not answer or the server is shutting down.",
    public: true,
    success: { status: 200, json: z.object({ status: z.literal("ok") }) },
    errors: [503],
  },
];
