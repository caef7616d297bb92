import { endpoint, RATE_LIMITED } from "./endpoint";

/** docs/product-rules.md#accounts: getting back in (password reset) and changing how one signs in. */
export const accountSecurityEndpoints = [
  endpoint("POST", "/api/password-reset", "passwordReset.request", {
    status: 202,
    summary: "Ask for a password reset link by mail",
    description:
      "202 `{}` for every well-formed address, registered or not (same status, body, headers and time). Only a registered, not banned address gets the mail, at most 3 an hour; 20 requests per client IP per hour (429).",
    public: true,
    errors: [RATE_LIMITED],
  }),
  endpoint("POST", "/api/password-reset/confirm", "passwordReset.confirm", {
    status: 204,
    summary: "Choose a new password with the link from the reset mail",
    description:
      "Sets the password (8–128 characters), confirms the email, uses the link and ends every session of the account; no cookie is set. 400 `This link has expired or was already used`.",
    public: true,
  }),
  endpoint("POST", "/api/account/password", "account.changePassword", {
    status: 204,
    summary: "Change the password (the current one proves it is you)",
    description:
      "Every other session of the account ends; this one stays. 400 `Current password is incorrect`, counted as a login failure of the account's email (429 once those are used up).",
    errors: [RATE_LIMITED],
  }),
  endpoint("POST", "/api/account/email", "account.changeEmail", {
    status: 202,
    summary: "Move the account to another email, once the new address is confirmed",
    description:
      "Queues `Confirm your new email for Unveil` (link and code) to the new address and `Your Unveil email is being changed` to the current one. The address changes when the link or code is used (`POST /api/email/verify`). 400 `Current password is incorrect`; 409 taken; 403 a banned address.",
    errors: [409, RATE_LIMITED],
  }),
];
