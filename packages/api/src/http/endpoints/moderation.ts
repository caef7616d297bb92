import { bodyFields, endpoint } from "./endpoint";

/** Moderation (docs/product-rules.md#moderation): 404 for everyone but moderators, 401 signed out. */
export const moderationEndpoints = [
  endpoint("GET", "/api/admin/reports", "moderation.reports", {
    summary: "Reports to review (moderators only; 404 for anyone else)",
    errors: [404],
    input: ({ query }) => ({ status: query.get("status") ?? undefined }),
  }),
  endpoint("GET", "/api/admin/reports/:id", "moderation.report", {
    summary: "One report with its evidence (moderators only)",
    input: ({ params }) => ({ reportId: params.id }),
  }),
  endpoint("POST", "/api/admin/reports/:id/resolve", "moderation.resolve", {
    summary: "Resolve a report: dismiss, warn, suspend or ban (moderators only)",
    errors: [403, 409],
    input: ({ params, body }) => ({ ...bodyFields(body), reportId: params.id }),
  }),
  endpoint("DELETE", "/api/admin/users/:userId/photos/:index", "moderation.removePhoto", {
    summary: "Remove a user's photo (moderators only)",
    errors: [403],
    input: ({ params, body }) => ({ ...bodyFields(body), userId: params.userId, index: params.index }),
  }),
  endpoint("GET", "/api/admin/audit", "moderation.audit", {
    summary: "The moderation audit log (moderators only)",
    errors: [404],
  }),
];
