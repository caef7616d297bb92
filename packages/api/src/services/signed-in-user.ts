import { schema, type Database } from "@unveil/db";
import type { UserOutput } from "@unveil/validators/outputs";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { notSignedIn } from "../errors";
import { loadOwnProfile } from "./own-profile";

/** docs/product-rules.md#shapes-and-redaction User: the signed-in user's own record. */
export type UserView = UserOutput;

/** The user's own record with their profile, or null when the account is gone. */
export async function loadSignedInUser(db: Database, userId: string, now: Date): Promise<UserView | null> {
  const [user] = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      emailVerified: schema.users.emailVerified,
      verified: schema.users.verified,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) return null;
  const profile = await loadOwnProfile(db, userId, now);
  return { ...user, profileImageUrl: profile?.photos[0] ?? null, profile };
}

/** The signed-in user's record; 401 when the session outlived its account. */
export async function getSignedInUser(deps: AppDeps, userId: string): Promise<UserView> {
  const user = await loadSignedInUser(deps.db, userId, deps.now());
  if (!user) throw notSignedIn();
  return user;
}
