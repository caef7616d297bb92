import type { PasskeyOutput } from "@unveil/validators/outputs";
import type { Session, User } from "lucia";
import { createContextInner } from "../context";
import type { AppDeps } from "../deps";
import { createCaller, type AppCaller } from "../root";
import { relyingParty } from "../services/relying-party";
import { newSessionAttributes } from "../services/sessions";
import {
  authenticationResponse,
  createSoftwarePasskey,
  registrationResponse,
  type SoftwarePasskey,
} from "./software-authenticator";

/** A phone's User-Agent: the name a passkey gets when none is given ("Chrome on Android"). */
export const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Where the software authenticator's "browser" is: the app's own origin and RP ID, unless a test says otherwise. */
export const appCeremony = (deps: AppDeps, challenge: string) => {
  const rp = relyingParty(deps);
  return { challenge, origin: rp.origin, rpId: rp.id };
};

/**
 * A caller as a browser's request makes it: a client IP, a User-Agent, and (for
 * sign-in) the Set-Cookie values the procedure sends back.
 */
export function browserCaller(
  deps: AppDeps,
  options: { clientIp?: string; session?: Session; user?: User } = {},
): { caller: AppCaller; cookies: string[] } {
  const cookies: string[] = [];
  const caller = createCaller(
    createContextInner({
      deps,
      session: options.session ?? null,
      user: options.user ?? null,
      clientIp: options.clientIp ?? "203.0.113.7",
      userAgent: PHONE_USER_AGENT,
      setCookie: (cookie) => cookies.push(cookie),
    }),
  );
  return { caller, cookies };
}

/** A caller for `userId` that came from a phone (the device label names its passkeys). */
export async function phoneCallerFor(deps: AppDeps, userId: string): Promise<AppCaller> {
  const created = await deps.lucia.createSession(userId, newSessionAttributes(deps, PHONE_USER_AGENT));
  const { session, user } = await deps.lucia.validateSession(created.id);
  if (!session || !user) throw new Error(`phoneCallerFor: no user ${userId}`);
  return browserCaller(deps, { session, user }).caller;
}

/** Registers a new software passkey for the caller through the procedures, as Settings does. */
export async function addSoftwarePasskey(
  deps: AppDeps,
  caller: AppCaller,
  options: Parameters<typeof createSoftwarePasskey>[0] & { name?: string } = {},
): Promise<{ passkey: SoftwarePasskey; view: PasskeyOutput }> {
  const passkey = createSoftwarePasskey(options);
  const { challengeId, options: creation } = await caller.passkeys.registrationOptions();
  const response = registrationResponse(passkey, { ...appCeremony(deps, creation.challenge), userHandle: creation.user.id });
  const view = await caller.passkeys.add({ challengeId, response, ...(options.name ? { name: options.name } : {}) });
  return { passkey, view };
}

/** Signs in with a software passkey through the procedures, as the Login tab does. */
export async function signInWithSoftwarePasskey(
  deps: AppDeps,
  passkey: SoftwarePasskey,
  options: { clientIp?: string; counter?: number } = {},
) {
  const { caller, cookies } = browserCaller(deps, { clientIp: options.clientIp });
  const { challengeId, options: request } = await caller.passkeys.loginOptions();
  const response = authenticationResponse(passkey, { ...appCeremony(deps, request.challenge), counter: options.counter });
  const user = await caller.passkeys.login({ challengeId, response });
  return { user, cookies };
}
