import { isUniqueViolation, schema } from "@unveil/db";
import {
  PASSKEYS_MAX,
  PASSKEY_TRANSPORTS,
  PASSKEY_UNVERIFIABLE_MESSAGE,
  type AddPasskeyInput,
  type PasskeyIdInput,
  type PasskeyTransport,
} from "@unveil/validators";
import type { PasskeyOutput, PasskeyRegistrationOptionsOutput } from "@unveil/validators/outputs";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { badRequest, notFound } from "../errors";
import { PASSKEY_ALGORITHMS, relyingParty, userHandleOf } from "./relying-party";
import { deviceLabel } from "./sessions";
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from "./webauthn-challenges";

/**
 * The caller's passkeys (docs/product-rules.md#accounts): adding one (options, then the browser's
 * response, verified), listing and removing them. Signing in with one is
 * passkey-sign-in.ts.
 */
type AddPasskeyData = z.output<typeof AddPasskeyInput>;
type PasskeyIdData = z.output<typeof PasskeyIdInput>;

const PASSKEY_NOT_FOUND = "Passkey not found";
const TOO_MANY_PASSKEYS = `You can add up to ${PASSKEYS_MAX} passkeys`;

const unverifiable = () => badRequest(PASSKEY_UNVERIFIABLE_MESSAGE, "response");

const passkeyColumns = {
  id: schema.passkeys.id,
  name: schema.passkeys.name,
  createdAt: schema.passkeys.createdAt,
  lastUsedAt: schema.passkeys.lastUsedAt,
};

/** The caller's passkeys, oldest first; never their keys or credential ids. */
export async function listPasskeys(deps: AppDeps, userId: string): Promise<PasskeyOutput[]> {
  return deps.db
    .select(passkeyColumns)
    .from(schema.passkeys)
    .where(eq(schema.passkeys.userId, userId))
    .orderBy(asc(schema.passkeys.createdAt), asc(schema.passkeys.id));
}

/** The transports worth telling a browser again: the ones WebAuthn names. */
export const knownTransports = (transports: readonly string[]): PasskeyTransport[] =>
  transports.filter((transport): transport is PasskeyTransport => (PASSKEY_TRANSPORTS as readonly string[]).includes(transport));

/**
 * The options for `startRegistration`: a discoverable credential (resident key
 * required), user verification preferred, ES256 or RS256, no attestation, none of the
 * caller's passkeys again. Refused once the account holds the most passkeys allowed.
 */
export async function passkeyRegistrationOptions(deps: AppDeps, userId: string): Promise<PasskeyRegistrationOptionsOutput> {
  const [user] = await deps.db
    .select({ email: schema.users.email, firstName: schema.users.firstName, lastName: schema.users.lastName })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw notFound("User not found");
  const existing = await deps.db
    .select({ credentialId: schema.passkeys.credentialId, transports: schema.passkeys.transports })
    .from(schema.passkeys)
    .where(eq(schema.passkeys.userId, userId));
  if (existing.length >= PASSKEYS_MAX) throw badRequest(TOO_MANY_PASSKEYS);

  const rp = relyingParty(deps);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(userId),
    userDisplayName: fullName || user.email,
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: knownTransports(row.transports) })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  const challengeId = await storeChallenge(deps, { challenge: options.challenge, purpose: "register", userId });
  return { challengeId, options };
}

async function verifyRegistration(deps: AppDeps, challenge: string, input: AddPasskeyData) {
  const rp = relyingParty(deps);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: { ...input.response, authenticatorAttachment: undefined },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // Preferred, not required (docs/product-rules.md#accounts): a security key without a PIN still counts.
      requireUserVerification: false,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
  } catch {
    throw unverifiable();
  }
  if (!verification.verified) throw unverifiable();
  return verification.registrationInfo;
}

/**
 * Verifies the browser's answer to a registration challenge of the caller's and keeps
 * the passkey; named after the device unless the caller names it. The count is checked
 * again with the account row locked, so two additions at once cannot pass the limit.
 */
export async function addPasskey(
  deps: AppDeps,
  userId: string,
  input: AddPasskeyData & { userAgent: string | undefined },
): Promise<PasskeyOutput> {
  const challenge = await takeChallenge(deps, { challengeId: input.challengeId, purpose: "register", userId });
  if (!challenge) throw unverifiable();
  const { credential, credentialDeviceType, credentialBackedUp } = await verifyRegistration(deps, challenge, input);

  try {
    return await deps.db.transaction(async (tx) => {
      await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
      const [held] = await tx.select({ count: count() }).from(schema.passkeys).where(eq(schema.passkeys.userId, userId));
      if (Number(held?.count ?? 0) >= PASSKEYS_MAX) throw badRequest(TOO_MANY_PASSKEYS);
      const [created] = await tx
        .insert(schema.passkeys)
        .values({
          id: randomUUID(),
          userId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: knownTransports(input.response.response.transports ?? []),
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: input.name ?? deviceLabel(input.userAgent),
          createdAt: deps.now(),
        })
        .returning(passkeyColumns);
      if (!created) throw new Error("addPasskey: the insert returned no row");
      return created;
    });
  } catch (error) {
    // The same credential again (a browser that ignored excludeCredentials): nothing new to keep.
    if (isUniqueViolation(error)) throw unverifiable();
    throw error;
  }
}

/** Removes one of the caller's passkeys; 404 when there is none by that id, or it is someone else's. */
export async function removePasskey(deps: AppDeps, userId: string, input: PasskeyIdData): Promise<void> {
  const removed = await deps.db
    .delete(schema.passkeys)
    .where(and(eq(schema.passkeys.id, input.id), eq(schema.passkeys.userId, userId)))
    .returning({ id: schema.passkeys.id });
  if (removed.length === 0) throw notFound(PASSKEY_NOT_FOUND);
}
