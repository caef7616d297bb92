/** Starts the mail sender of this instance with the transport the configuration picks (docs/product-rules.md#mail). */
import type { Database } from "@unveil/db";
import type { Logger } from "pino";
import type { ServerConfig } from "../env";
import { createEmlTransport } from "./eml-transport";
import { createMailSender, type MailSender, type MailSenderOptions } from "./mail-sender";
import { createSmtpTransport } from "./smtp-transport";

export async function startMailSender(options: {
  db: Database;
  config: ServerConfig;
  logger: Pick<Logger, "info" | "warn">;
  /** Tests: a faster backoff. */
  retry?: MailSenderOptions["retry"];
}): Promise<MailSender> {
  const { smtpUrl, from, outboxDir } = options.config.mail;
  const transport = smtpUrl
    ? createSmtpTransport(smtpUrl, from)
    : createEmlTransport({ outboxDir, from, log: (fields) => options.logger.info(fields, "mail written to the outbox folder") });
  const sender = createMailSender({
    db: options.db,
    transport,
    retry: options.retry,
    warn: (fields, message) => options.logger.warn(fields, message),
  });
  await sender.start();
  return sender;
}
