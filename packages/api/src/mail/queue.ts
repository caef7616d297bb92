/**
 * Queuing a mail (docs/product-rules.md#mail): a row in the outbox, written by the
 * transaction that causes the mail, so the mail exists exactly when the change does.
 * Nothing else happens in that transaction (no NOTIFY: docs/product-rules.md#beyond-one-machine):
 * the senders (mail-sender.ts) find the row after commit, on their next poll.
 */
import type { Database } from "@unveil/db";
import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import type { MailMessage } from "./mail-message";
import { renderMail } from "./templates";

export type { MailMessage } from "./mail-message";

/** Queues `mail` in `db` (pass the transaction of the change that causes it). */
export async function queueMail(db: Database, mail: MailMessage): Promise<void> {
  const rendered = renderMail(mail);
  await db.insert(schema.mailOutbox).values({ id: randomUUID(), kind: mail.kind, to: mail.to, ...rendered });
}
