import { endpoint, RATE_LIMITED } from "./endpoint";

/** docs/product-rules.md#confirming-the-email: confirming the address with the mail's code or link. */
export const emailEndpoints = [
  endpoint("POST", "/api/email/verify", "email.verify", {
    summary: "Confirm the email with the link's token or the mail's code",
    description:
      "`{ token }` (from `/?verify=TOKEN`, signed in or out) or `{ code }` (signed in; case and spaces ignored). 400 `This code or link is invalid or has expired` for a code or link that is wrong, expired, used or voided by a newer mail; 401 for a code without a session; 409 when the new address of a change of email was taken meanwhile; 429 after 10 wrong codes in an hour.",
    public: true,
    errors: [401, 409, RATE_LIMITED],
  }),
  endpoint("POST", "/api/email/verify/resend", "email.resend", {
    status: 202,
    summary: "Send a new confirmation code and link (the older ones stop working)",
    description: "409 `Your email is already confirmed`; 429 after 5 in an hour.",
    errors: [409, RATE_LIMITED],
  }),
];
