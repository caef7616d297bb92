import { schema } from "@unveil/db";
import { PASSKEY_UNVERIFIABLE_MESSAGE, type PasskeyLoginInput } from "@unveil/validators";
import type { PasskeyLoginOptionsOutput } from "@unveil/validators/outputs";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq, lt } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { completeSignIn, type SignedIn } from "./auth";
import { assertMaySignIn } from "./moderation-status";
import { knownTransports } from "./passkeys";
import { assertUnderRateLimit, consumeRateLimit } from "./rate-limit";
import { relyingParty, userHandleOf } from "./relying-party";
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from "./webauthn-challenges";

/**
 * Signing in with a passkey (docs/product-rules.md#accounts): no email, the passkey names its account
 * (discoverable credentials). Every way it can fail answers the same 401 and counts as
 * a login failure of the client IP (#hardening); a suspended or banned account hears
 * so (403, #moderation) only once the passkey has proved to be theirs.
 */
type PasskeyLoginData = z.output<typeof PasskeyLoginInput>;

interface Client {
  clientIp: string;
  userAgent: string | undefined;
}

/** The options for `startAuthentication`: no allowCredentials (the browser offers the passkeys it holds for us). */
export async function passkeyLoginOptions(deps: AppDeps, client: Pick<Client, "clientIp">): Promise<PasskeyLoginOptionsOutput> {
  // An IP that has used up its login failures gets no challenge to fail with either.
  await assertUnderRateLimit(deps, "loginFailuresPerIpPer15Minutes", client.clientIp);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).id,
    userVerification: "preferred",
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = await storeChallenge(deps, { challenge: options.challenge, purpose: "login", userId: null });
  return { challengeId, options };
}

/** The stored passkey a response names, with its owner's standing. */
async function findPasskey(deps: AppDeps, credentialId: string) {
  const [row] = await deps.db
    .select({
      id: schema.passkeys.id,
      userId: schema.passkeys.userId,
      credentialId: schema.passkeys.credentialId,
      publicKey: schema.passkeys.publicKey,
      counter: schema.passkeys.counter,
      transports: schema.passkeys.transports,
      bannedAt: schema.users.bannedAt,
      suspendedUntil: schema.users.suspendedUntil,
    })
    .from(schema.passkeys)
    .innerJoin(schema.users, eq(schema.users.id, schema.passkeys.userId))
    .where(eq(schema.passkeys.credentialId, credentialId));
  return row;
}

type StoredPasskey = NonNullable<Awaited<ReturnType<typeof findPasskey>>>;

/** The library's verdict on the response against the stored key; null for any failure. */
async function verifyAssertion(deps: AppDeps, challenge: string, passkey: StoredPasskey, input: PasskeyLoginData) {
  const rp = relyingParty(deps);
  const { userHandle } = input.response.response;
  // A discoverable passkey says whose it is: it must be the owner's own handle.
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) return null;
  try {
    const verification = await verifyAuthenticationResponse({
      response: {
        ...input.response,
        authenticatorAttachment: undefined,
        response: { ...input.response.response, userHandle: userHandle ?? undefined },
      },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      // Preferred, not required (docs/product-rules.md#accounts).
      requireUserVerification: false,
    });
    return verification.verified ? verification.authenticationInfo : null;
  } catch {
    // Bad signature, wrong challenge or origin, a counter that did not move forward…
    return null;
  }
}

/**
 * Moves the stored counter to the response's, only forward (or 0 → 0 for authenticators
 * that keep no counter, decision 0021): one conditional update, so two sign-ins racing
 * with the same counter value cannot both pass. False when it did not move.
 */
async function advanceCounter(
  deps: AppDeps,
  passkeyId: string,
  newCounter: number,
  info: { deviceType: string; backedUp: boolean },
) {
  const table = schema.passkeys;
  const updated = await deps.db
    .update(table)
    .set({ counter: newCounter, lastUsedAt: deps.now(), deviceType: info.deviceType, backedUp: info.backedUp })
    .where(and(eq(table.id, passkeyId), newCounter === 0 ? eq(table.counter, 0) : lt(table.counter, newCounter)))
    .returning({ id: table.id });
  return updated.length > 0;
}

export async function signInWithPasskey(deps: AppDeps, input: PasskeyLoginData & Client): Promise<SignedIn> {
  const now = deps.now();
  await assertUnderRateLimit(deps, "loginFailuresPerIpPer15Minutes", input.clientIp, now);
  const failed = async () => {
    await consumeRateLimit(deps, "loginFailuresPerIpPer15Minutes", input.clientIp, now);
    return new DomainError("UNAUTHORIZED", PASSKEY_UNVERIFIABLE_MESSAGE);
  };

  const challenge = await takeChallenge(deps, { challengeId: input.challengeId, purpose: "login", userId: null });
  const passkey = challenge ? await findPasskey(deps, input.response.id) : undefined;
  if (!challenge || !passkey) throw await failed();
  const verified = await verifyAssertion(deps, challenge, passkey, input);
  if (!verified) throw await failed();
  const advanced = await advanceCounter(deps, passkey.id, verified.newCounter, {
    deviceType: verified.credentialDeviceType,
    backedUp: verified.credentialBackedUp,
  });
  if (!advanced) throw await failed();

  assertMaySignIn(passkey, now);
  return completeSignIn(deps, passkey.userId, input.userAgent);
}
