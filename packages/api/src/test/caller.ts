import { createContextInner } from "../context";
import type { AppDeps } from "../deps";
import { createCaller, type AppCaller } from "../root";
import { newSessionAttributes } from "../services/sessions";
import { uniqueEmail } from "./http-client";
import { seedMatch, seedProfile, uniqueNames, type MatchSeed, type SeededProfile } from "./match-fixtures";

/**
 * Rule tests call procedures the way tRPC's starter does,
 * `createCaller(createContextInner({ deps, user, session }))`: the same procedures,
 * validation and error codes as over HTTP, without the transport. The session is a
 * real one (lucia, in the test database), so what a procedure reads of it is true;
 * `userAgent` is the browser it was signed in from (the device label).
 */
export async function callerFor(deps: AppDeps, userId: string, userAgent = "vitest"): Promise<AppCaller> {
  const created = await deps.lucia.createSession(userId, newSessionAttributes(deps, userAgent));
  const { session, user } = await deps.lucia.validateSession(created.id);
  if (!session || !user) throw new Error(`callerFor: no user ${userId}`);
  return createCaller(createContextInner({ deps, session, user }));
}

/** A caller without a session. */
export const signedOutCaller = (deps: AppDeps): AppCaller => createCaller(createContextInner({ deps }));

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  caller: AppCaller;
}

/** Registers through the procedure (as the app does) and answers a caller signed in as the new user. */
export async function signUp(deps: AppDeps, details: { firstName?: string; lastName?: string } = {}): Promise<SignedUp> {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const user = await signedOutCaller(deps).auth.register({ email, password, ...details });
  return { id: user.id, email, password, caller: await callerFor(deps, user.id) };
}

export interface CallerPerson extends SignedUp {
  firstName: string;
  lastName: string;
  profile: SeededProfile;
}

/** A signed-in user (a caller) with a profile and photos written directly; unique names. */
export async function createCallerPerson(
  deps: AppDeps,
  overrides: Parameters<typeof seedProfile>[2] = {},
): Promise<CallerPerson> {
  const names = uniqueNames();
  const signedUp = await signUp(deps, names);
  const profile = await seedProfile(deps.db, signedUp.id, overrides);
  return { ...signedUp, ...names, profile };
}

/** Two people (callers) with profiles and a match between them. */
export async function callerPair(deps: AppDeps, seed: MatchSeed = {}) {
  const alice = await createCallerPerson(deps, { gender: "female" });
  const bob = await createCallerPerson(deps, { gender: "male" });
  const matchId = await seedMatch(deps.db, alice.id, bob.id, seed);
  return { alice, bob, matchId };
}
