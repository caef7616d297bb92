/**
 * A real SMTP server in this process (smtp-server) that keeps every mail it accepts,
 * parsed by mailparser: the network edge of mail tests (docs/product-rules.md#mail).
 * `stop()` and `start()` take it down and bring it back on the same port.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  /** The RFC 5322 message as it arrived. */
  raw: string;
  parsed: ParsedMail;
  /** RCPT TO of the envelope. */
  recipients: string[];
  at: Date;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:PORT`. */
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitForMails(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** Down: connections are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function newServer(mails: CaughtMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            mails.push({ raw, parsed, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), at: new Date() });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
  });

export async function startSmtpCatcher(): Promise<SmtpCatcher & { close(): Promise<void> }> {
  const mails: CaughtMail[] = [];
  let server: SMTPServer | undefined = newServer(mails);
  const port = await listen(server, 0);
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${count} mails, ${mails.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop,
    async start() {
      if (server) return;
      server = newServer(mails);
      await listen(server, port);
    },
    close: stop,
  };
}
