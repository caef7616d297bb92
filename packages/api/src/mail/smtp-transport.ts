/** Mail over SMTP with nodemailer (docs/product-rules.md#mail): `SMTP_URL`, `MAIL_FROM`. */
import { createTransport } from "nodemailer";
import { messageOptions, type MailTransport } from "./mail-transport";

/**
 * Short timeouts: a claimed mail is hidden from other senders for the claim's lease
 * (mail-sender.ts), and a send must end well within it, else a second sender could
 * send the same mail while the first still waits.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000, dnsTimeout: 10_000 };

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      // Resolves once the server answered 250 to the message; a refusal or a lost connection throws.
      const info = await transporter.sendMail(messageOptions(mail, from));
      if (info.rejected.length > 0 || info.accepted.length === 0) throw new Error(`SMTP refused the recipient: ${info.response}`);
    },
    close() {
      transporter.close();
    },
  };
}
