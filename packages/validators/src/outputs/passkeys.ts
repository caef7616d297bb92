import { z } from "zod";
import { Timestamp } from "./common";

/** docs/product-rules.md#accounts: one of the caller's passkeys, as Settings lists it (never its key). */
export const PasskeyOutput = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: Timestamp,
  /** The last sign-in with it; null until then. */
  lastUsedAt: Timestamp.nullable(),
});
export type PasskeyOutput = z.output<typeof PasskeyOutput>;

const UserVerification = z.enum(["required", "preferred", "discouraged"]);
const Hint = z.enum(["hybrid", "security-key", "client-device"]);
/** The extension inputs the server asks for (credProps: whether the passkey was stored as discoverable). */
const ExtensionInputs = z.object({ appid: z.string().optional(), credProps: z.boolean().optional() });

/** A passkey named to the browser: its credential id, "public-key", and the transports it was seen on. */
const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/**
 * WebAuthn's `PublicKeyCredentialCreationOptionsJSON`, what `startRegistration` takes,
 * field by field (an output schema keeps only what it names: a field a newer
 * SimpleWebAuthn adds must be added here to reach the browser).
 */
export const PasskeyCreationOptionsOutput = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(CredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: z.enum(["required", "preferred", "discouraged"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: UserVerification.optional(),
    })
    .optional(),
  attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
  attestationFormats: z
    .array(z.enum(["fido-u2f", "packed", "android-safetynet", "android-key", "tpm", "apple", "none"]))
    .optional(),
  extensions: ExtensionInputs.optional(),
  hints: z.array(Hint).optional(),
});

/** WebAuthn's `PublicKeyCredentialRequestOptionsJSON`, what `startAuthentication` takes. */
export const PasskeyRequestOptionsOutput = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(CredentialDescriptor).optional(),
  userVerification: UserVerification.optional(),
  extensions: ExtensionInputs.optional(),
  hints: z.array(Hint).optional(),
});

/** POST /api/passkeys/register/options (docs/product-rules.md#accounts): the challenge's id to send back, and the options. */
export const PasskeyRegistrationOptionsOutput = z.object({ challengeId: z.string(), options: PasskeyCreationOptionsOutput });
export type PasskeyRegistrationOptionsOutput = z.output<typeof PasskeyRegistrationOptionsOutput>;

/** POST /api/passkeys/login/options (docs/product-rules.md#accounts). */
export const PasskeyLoginOptionsOutput = z.object({ challengeId: z.string(), options: PasskeyRequestOptionsOutput });
export type PasskeyLoginOptionsOutput = z.output<typeof PasskeyLoginOptionsOutput>;
