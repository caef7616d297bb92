import { bodyFields, endpoint, RATE_LIMITED } from "./endpoint";

/** docs/product-rules.md#verification-and-date-plans: photo verification and its review by moderators. */
export const verificationEndpoints = [
  endpoint("GET", "/api/verification", "verification.get", {
    summary: "Where the caller's photo verification stands, with the pose they hold",
  }),
  endpoint("POST", "/api/verification/pose", "verification.pose", {
    summary: "A pose at random to copy in the selfie, valid 15 minutes",
    description: "400 `Add a profile photo first` without a profile photo.",
    errors: [400],
  }),
  endpoint("POST", "/api/verification", "verification.submit", {
    status: 202,
    summary: "Send a selfie copying the pose for review",
    description:
      "`selfie` is a data URL or the caller's upload URL (JPEG, PNG, WebP or GIF by its bytes, up to 10 MB). 409 `Your verification is already being reviewed` / `You're already verified`; 400 `This pose has expired. Start again.`; 3 a day (429).",
    errors: [409, 413, RATE_LIMITED],
  }),
  endpoint("GET", "/api/admin/verifications", "verificationReview.queue", {
    summary: "Pending verifications, oldest first (moderators only; 404 for anyone else)",
    errors: [404],
  }),
  endpoint("POST", "/api/admin/verifications/:id", "verificationReview.decide", {
    summary: "Approve or reject a verification (moderators only)",
    description: "`reason` (1–300 characters) is required to reject. 409 once decided; 403 for one's own.",
    errors: [403, 409],
    input: ({ params, body }) => ({ ...bodyFields(body), requestId: params.id }),
  }),
  endpoint("DELETE", "/api/admin/users/:userId/verification", "verificationReview.revoke", {
    summary: "Revoke a user's verification (moderators only)",
    errors: [403],
    input: ({ params }) => ({ userId: params.userId }),
  }),
];
