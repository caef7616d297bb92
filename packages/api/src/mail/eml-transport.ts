/**
 * The embedded mail default (docs/product-rules.md#mail): without `SMTP_URL`, each mail
 * is written as an RFC 5322 file to `{DATA_DIR}/outbox/`, which any mail client opens,
 * and one log line names the file and the kind of mail (never the address).
 */
import { createTransport } from "nodemailer";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { messageOptions, type MailTransport, type OutgoingMail } from "./mail-transport";

/** The file of a mail: sortable by time, the kind readable, the outbox id making it unique (a retry lands on the same file). */
const emlFileName = (mail: OutgoingMail): string =>
  `${mail.createdAt
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z")}-${mail.kind}-${mail.id}.eml`;

export function createEmlTransport(options: {
  outboxDir: string;
  from: string;
  log: (fields: { file: string; kind: string }) => void;
}): MailTransport {
  // CRLF line ends, as RFC 5322 and every mail client expect.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const info = await composer.sendMail(messageOptions(mail, options.from));
      if (!Buffer.isBuffer(info.message)) throw new Error("the message was not built into a buffer");
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, emlFileName(mail));
      // Written under a temporary name and renamed: a reader never sees half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      options.log({ file, kind: mail.kind });
    },
    close() {},
  };
}
