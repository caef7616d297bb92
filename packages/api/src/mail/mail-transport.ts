/**
 * Where a mail goes once claimed from the outbox (docs/product-rules.md#mail): an SMTP
 * server, or `.eml` files for a machine without one. Both build the same RFC 5322 message.
 */
import type { SendMailOptions } from "nodemailer";

/** A claimed outbox row, ready to send. */
export interface OutgoingMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export interface MailTransport {
  /** Resolves only once the mail is accepted (by the SMTP server, or written whole to disk); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The message both transports build: both parts, a stable Message-ID, marked as sent by a machine. */
export function messageOptions(mail: OutgoingMail, from: string): SendMailOptions {
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The outbox id: a retry after a lost answer carries the same id, so a receiving server can drop the copy.
    messageId: `<${mail.id}@${fromDomain}>`,
    headers: {
      // RFC 3834: no out-of-office or other automatic answers back to us.
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
    },
  };
}

/** What an error may say in a log line: addresses in SMTP answers are cut (docs/product-rules.md#mail, never the address). */
export function withoutAddresses(message: string): string {
  return message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "(address)");
}
