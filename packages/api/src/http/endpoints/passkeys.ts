import { endpoint, RATE_LIMITED } from "./endpoint";

/** docs/product-rules.md#accounts: passkeys (WebAuthn). The options calls are POSTs: each stores a new challenge. */
export const passkeysEndpoints = [
  endpoint("POST", "/api/passkeys/register/options", "passkeys.registrationOptions", {
    summary: "Start adding a passkey: a challenge and the options for navigator.credentials.create()",
    description:
      "`options` is a `PublicKeyCredentialCreationOptionsJSON` (discoverable credential, ES256 or RS256, no attestation) that leaves out the caller's passkeys. The challenge is valid for 5 minutes, once. 400 once the caller has 10 passkeys.",
  }),
  endpoint("POST", "/api/passkeys", "passkeys.add", {
    status: 201,
    summary: "Add a passkey: the browser's answer to a registration challenge",
    description:
      "`response` is the `RegistrationResponseJSON` of `startRegistration()`; `name` (1–50 characters) defaults to the device. 400 `This passkey could not be verified` for a response that does not verify against its challenge.",
  }),
  endpoint("GET", "/api/passkeys", "passkeys.list", { summary: "The caller's passkeys (names and dates, never keys)" }),
  endpoint("DELETE", "/api/passkeys/:id", "passkeys.remove", {
    status: 204,
    summary: "Remove one of the caller's passkeys",
    input: ({ params }) => ({ id: params.id }),
  }),
  endpoint("POST", "/api/passkeys/login/options", "passkeys.loginOptions", {
    summary: "Start signing in with a passkey: a challenge and the options for navigator.credentials.get()",
    description:
      "`options` is a `PublicKeyCredentialRequestOptionsJSON` without allowCredentials: the browser offers the passkeys it holds for this site. 429 while the client IP has used up its login failures.",
    public: true,
    errors: [RATE_LIMITED],
  }),
  endpoint("POST", "/api/passkeys/login", "passkeys.login", {
    summary: "Sign in with a passkey (no email needed)",
    description:
      "`response` is the `AuthenticationResponseJSON` of `startAuthentication()`. 401 `This passkey could not be verified` (unknown passkey, bad signature, used or expired challenge, a counter that did not move forward), counted as a login failure of the client IP; 403 for a suspended or banned account.",
    public: true,
    errors: [401, 403, RATE_LIMITED],
    setsSession: true,
  }),
];
