/**
 * The mail sender (docs/product-rules.md#mail, docs/decisions/0023-mail-outbox.md): runs in
 * every app instance and polls the outbox every second (one indexed read) for mail that is
 * due: a mail committed on any instance, or a retry. No NOTIFY: the writing transactions
 * stay free of it (docs/product-rules.md#beyond-one-machine). Each round claims due mails
 * (outbox-store.ts), sends them one by one and records the outcome; a failure is retried
 * with exponential backoff until a day has passed. A leaf: it takes the database, a
 * transport and a clock, nothing else.
 */
import type { Database } from "@unveil/db";
import { withoutAddresses, type MailTransport } from "./mail-transport";
import { claimDueMail, markFailed, markSent, nextDueAt, sweepOutbox } from "./outbox-store";

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  now?: () => Date;
  /** Backoff: first retry after `firstRetryMs`, doubling up to `maxRetryMs`. */
  retry?: { firstRetryMs: number; maxRetryMs: number };
  /** A claimed mail is hidden from other senders this long; a send must end well within it. */
  leaseMs?: number;
  /** How often the outbox is read for due mail; a queued mail waits at most this long. */
  pollMs?: number;
  warn?: (fields: Record<string, unknown>, message: string) => void;
}

export interface MailSender {
  /** Sends whatever is already due, then polls. */
  start(): Promise<void>;
  /** Sends what is due now (again after the current round, if one is running). */
  nudge(): void;
  /** Resolves once no round is running or asked for. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_RETRY = { firstRetryMs: 15_000, maxRetryMs: 30 * 60_000 };
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 1_000;
/** Given-up and old rows are swept at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;
const BATCH = 20;

/** The wait before try number `attempts + 1`: 15 s, 30 s, 1 min… up to 30 min (about 60 tries in a day). */
export function retryDelayMs(attempts: number, retry = DEFAULT_RETRY): number {
  return Math.min(retry.firstRetryMs * 2 ** Math.max(0, attempts - 1), retry.maxRetryMs);
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const warn = options.warn ?? ((fields, message) => console.warn(message, fields));
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function sendDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDueMail(options.db, now(), BATCH, leaseMs);
      for (const mail of claimed) {
        try {
          await options.transport.send(mail);
          await markSent(options.db, mail.id, now());
        } catch (error) {
          const reason = withoutAddresses(error instanceof Error ? error.message : String(error)).slice(0, 500);
          const retryAt = new Date(now().getTime() + retryDelayMs(mail.attempts, retry));
          await markFailed(options.db, mail.id, retryAt, reason);
          warn(
            { kind: mail.kind, mailId: mail.id, attempts: mail.attempts, retryAt: retryAt.toISOString(), reason },
            "mail: not sent, will retry",
          );
        }
      }
      if (claimed.length < BATCH || stopped) return;
    }
  }

  async function runRound(): Promise<void> {
    try {
      do {
        again = false;
        await sendDue();
      } while (again && !stopped);
      if (now().getTime() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now().getTime();
        const givenUp = await sweepOutbox(options.db, now());
        if (givenUp > 0) warn({ count: givenUp }, "mail: given up after 24 h without being accepted");
      }
    } catch (error) {
      warn({ reason: withoutAddresses(error instanceof Error ? error.message : String(error)) }, "mail: round failed");
    }
    arm();
  }

  /** The next poll, `pollMs` from now, or sooner when a retry falls due before then. */
  function arm(delayMs = pollMs): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void poll(), delayMs).unref();
  }

  /** One indexed read: a round only when a mail is due. */
  async function poll(): Promise<void> {
    if (stopped || round) return;
    let delayMs = pollMs;
    try {
      const due = await nextDueAt(options.db, now());
      const wait = due ? due.getTime() - now().getTime() : pollMs;
      if (wait <= 0) return nudge();
      delayMs = Math.min(pollMs, wait);
    } catch {
      // The database is away: the next poll tries again.
    }
    arm(delayMs);
  }

  function nudge(): void {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = runRound().finally(() => {
      round = undefined;
      // Woken while the round was scheduling its timer: go again.
      if (again) nudge();
    });
  }

  return {
    start() {
      nudge();
      return Promise.resolve();
    },
    nudge,
    async idle() {
      while (round) await round;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (round) await round;
      options.transport.close();
    },
  };
}
