import { schema, type Database } from "@unveil/db";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DAY_MS } from "../rate-limits";
import { queueMail } from "../mail/queue";

/** docs/product-rules.md#accounts: a device label unseen this long makes a sign-in "new". */
const KNOWN_DEVICE_MS = 30 * DAY_MS;

/** `2026-11-25 21:40 UTC`: the time as the mail shows it, the same for every reader. */
export const utcText = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Remembers that the user signed in from `device` now (sign-up too: its device is known from the start). */
export async function rememberSignInDevice(db: Database, userId: string, device: string, now: Date): Promise<void> {
  await db
    .insert(schema.signInDevices)
    .values({ userId, device, lastSignInAt: now })
    .onConflictDoUpdate({
      target: [schema.signInDevices.userId, schema.signInDevices.device],
      set: { lastSignInAt: now },
    });
}

/**
 * A sign-in, by password or passkey, from a device label the user has not signed in
 * from in the last 30 days queues `New sign-in to your Unveil account` (the label, the
 * UTC time and a link to Settings, where the sessions can be ended). In the caller's
 * transaction, with the device remembered.
 */
export async function noteSignIn(
  deps: AppDeps,
  tx: Database,
  account: { userId: string; email: string; device: string },
): Promise<void> {
  const now = deps.now();
  const [known] = await tx
    .select({ lastSignInAt: schema.signInDevices.lastSignInAt })
    .from(schema.signInDevices)
    .where(and(eq(schema.signInDevices.userId, account.userId), eq(schema.signInDevices.device, account.device)))
    .for("update");
  await rememberSignInDevice(tx, account.userId, account.device, now);
  if (known && now.getTime() - known.lastSignInAt.getTime() < KNOWN_DEVICE_MS) return;
  await queueMail(tx, {
    kind: "new-sign-in",
    to: account.email,
    device: account.device,
    at: utcText(now),
    link: new URL("/settings", deps.config.publicOrigin).toString(),
  });
}
