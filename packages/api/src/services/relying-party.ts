import type { AppDeps } from "../deps";

/**
 * The WebAuthn relying party (docs/product-rules.md#accounts): its ID is the host name of the public
 * origin (no port), and a response counts only when the browser made it on that origin.
 */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/** ES256 and RS256 (COSE -7 and -257), offered at registration and accepted at verification. */
export const PASSKEY_ALGORITHMS = [-7, -257];

export function relyingParty(deps: Pick<AppDeps, "config">): RelyingParty {
  const url = new URL(deps.config.publicOrigin);
  return { name: "Unveil", id: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user handle of an account: its id's bytes (a random UUID, nothing
 * personal), the same for every passkey of the account, so an authenticator keeps one
 * passkey per account and a sign-in response can be matched to its owner.
 */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);
