import { schema } from "@unveil/db";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";

/** The mails queued to `to` of one kind, oldest first (the outbox, before any sender). */
export async function queuedMails(deps: AppDeps, to: string, kind: string) {
  await deps.pushQueue.idle();
  return deps.db
    .select({ subject: schema.mailOutbox.subject, text: schema.mailOutbox.text })
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.to, to), eq(schema.mailOutbox.kind, kind)))
    .orderBy(asc(schema.mailOutbox.createdAt));
}

/** The token of the newest reset link mailed to `to`, as the dater would follow it. */
export async function latestResetToken(deps: AppDeps, to: string): Promise<string> {
  const mails = await queuedMails(deps, to, "password-reset");
  const token = /\/\?reset=([\w-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}
