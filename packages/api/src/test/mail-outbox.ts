/**
 * Reading queued mail in tests (docs/product-rules.md#mail): what the outbox holds for
 * an address, and the code and link of a mail's text part (each alone on its line).
 */
import { schema, type Database } from "@unveil/db";
import { asc, eq } from "drizzle-orm";

export type QueuedMail = typeof schema.mailOutbox.$inferSelect;

/** The mails queued for `to`, oldest first. */
export async function queuedMailsTo(db: Database, to: string): Promise<QueuedMail[]> {
  return db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).orderBy(asc(schema.mailOutbox.createdAt));
}

/** The newest mail queued for `to`; throws when there is none. */
export async function lastMailTo(db: Database, to: string): Promise<QueuedMail> {
  const mails = await queuedMailsTo(db, to);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail queued for ${to}`);
  return last;
}

/** The line of a text part that is only a confirmation code (8 characters without look-alikes). */
export function codeOf(text: string): string {
  const code = text.split("\n").find((line) => /^[A-HJ-NP-Z2-9]{8}$/.test(line));
  if (!code) throw new Error("no code line in the mail");
  return code;
}

/** The line of a text part that is only a link. */
export function linkOf(text: string): string {
  const link = text.split("\n").find((line) => /^https?:\/\/\S+$/.test(line));
  if (!link) throw new Error("no link line in the mail");
  return link;
}

/** The `verify` token of a mail's link. */
export const verifyTokenOf = (text: string): string => new URL(linkOf(text)).searchParams.get("verify") ?? "";
