import { z } from "zod";
import { Id, text } from "./common";
import { PASSKEY_NAME_MAX } from "./limits";

/** docs/product-rules.md#accounts: the one answer for a passkey response the server cannot accept. */
export const PASSKEY_UNVERIFIABLE_MESSAGE = "This passkey could not be verified";

/**
 * The transports WebAuthn names (AuthenticatorTransportFuture); others a browser may
 * send one day are dropped when a passkey is stored, never refused.
 */
export const PASSKEY_TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number];

/**
 * Upper bounds on the encoded fields, far above what authenticators send (a credential
 * id is at most 1023 bytes; an attestation of format `none` is a few hundred bytes, a
 * certificate chain a few kB): they only keep junk out of the verifier.
 */
const CREDENTIAL_ID_MAX = 1400;
const CLIENT_DATA_MAX = 4096;
const ATTESTATION_MAX = 65_536;
const AUTHENTICATOR_DATA_MAX = 16_384;
const SIGNATURE_MAX = 2048;
const USER_HANDLE_MAX = 128;

const unverifiable = { error: PASSKEY_UNVERIFIABLE_MESSAGE };

/** base64url, as WebAuthn's JSON encodes bytes (padding tolerated). */
const Base64Url = (max: number) =>
  text(unverifiable)
    .min(1, unverifiable)
    .max(max, unverifiable)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, unverifiable);

const PublicKeyType = z.literal("public-key", unverifiable);
const Transports = z.array(text(unverifiable).max(32, unverifiable), unverifiable).max(16, unverifiable);
/**
 * The extension outputs the server asked for (credProps: whether the passkey is
 * discoverable); any others a browser reports are dropped, nobody here reads them.
 */
const ClientExtensionResults = z
  .object({ credProps: z.object({ rk: z.boolean(unverifiable).optional() }, unverifiable).optional() }, unverifiable)
  .default({});
const AuthenticatorAttachment = text(unverifiable).max(32, unverifiable).nullish();

/**
 * `RegistrationResponseJSON` (what `startRegistration` of @simplewebauthn/browser, or a
 * credential's `toJSON()`, answers). Only the structure is checked here; whether it is
 * true is the verifier's job (services/passkey-registration.ts).
 */
export const RegistrationResponse = z.object(
  {
    id: Base64Url(CREDENTIAL_ID_MAX),
    rawId: Base64Url(CREDENTIAL_ID_MAX),
    type: PublicKeyType,
    response: z.object(
      {
        clientDataJSON: Base64Url(CLIENT_DATA_MAX),
        attestationObject: Base64Url(ATTESTATION_MAX),
        authenticatorData: Base64Url(AUTHENTICATOR_DATA_MAX).optional(),
        transports: Transports.optional(),
        publicKeyAlgorithm: z.number(unverifiable).int(unverifiable).optional(),
        publicKey: Base64Url(ATTESTATION_MAX).optional(),
      },
      unverifiable,
    ),
    authenticatorAttachment: AuthenticatorAttachment,
    clientExtensionResults: ClientExtensionResults,
  },
  unverifiable,
);

/** `AuthenticationResponseJSON` (what `startAuthentication` answers); structure only, as above. */
export const AuthenticationResponse = z.object(
  {
    id: Base64Url(CREDENTIAL_ID_MAX),
    rawId: Base64Url(CREDENTIAL_ID_MAX),
    type: PublicKeyType,
    response: z.object(
      {
        clientDataJSON: Base64Url(CLIENT_DATA_MAX),
        authenticatorData: Base64Url(AUTHENTICATOR_DATA_MAX),
        signature: Base64Url(SIGNATURE_MAX),
        userHandle: Base64Url(USER_HANDLE_MAX).nullish(),
      },
      unverifiable,
    ),
    authenticatorAttachment: AuthenticatorAttachment,
    clientExtensionResults: ClientExtensionResults,
  },
  unverifiable,
);

/** A passkey's name in Settings: 1–50 characters; left out, the server names it after the device. */
export const PasskeyName = text({ error: "Passkey name must be text" })
  .trim()
  .min(1, { error: "Passkey name is required" })
  .max(PASSKEY_NAME_MAX, { error: `Passkey name must be at most ${PASSKEY_NAME_MAX} characters` });

/** POST /api/passkeys (docs/product-rules.md#accounts). */
export const AddPasskeyInput = z.object({
  challengeId: Id,
  response: RegistrationResponse,
  name: PasskeyName.optional(),
});
export type AddPasskeyInput = z.input<typeof AddPasskeyInput>;

/** POST /api/passkeys/login (docs/product-rules.md#accounts). */
export const PasskeyLoginInput = z.object({
  challengeId: Id,
  response: AuthenticationResponse,
});
export type PasskeyLoginInput = z.input<typeof PasskeyLoginInput>;

/** DELETE /api/passkeys/{id} (docs/product-rules.md#accounts). */
export const PasskeyIdInput = z.object({ id: Id });
export type PasskeyIdInput = z.input<typeof PasskeyIdInput>;
