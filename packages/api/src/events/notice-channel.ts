import type { Database } from "@unveil/db";
import type { Bus } from "./bus/bus";
import { parseBusMessage, type Notice } from "./notice";
import { createOutboxReader } from "./outbox-reader";

/**
 * docs/product-rules.md#beyond-one-machine: every instance reads the outbox at least this often, so
 * a lost bus message delays an event by at most this (plus one read), never loses it.
 */
export const CATCH_UP_MS = 1_000;
/** The outbox's old rows are pruned this often. */
const PRUNE_MS = 60_000;
/**
 * At most one publish per this many ms per instance: a publish goes at once when the last
 * one started longer ago (an isolated send waits for nothing), else when the window ends,
 * carrying every wake and typing notice asked meanwhile in one bus message.
 */
export const PUBLISH_WINDOW_MS = 20;
/**
 * At most one outbox read per this many ms per instance, on the same terms: at once after
 * a quiet spell, else when the window ends, one read for every wake meanwhile (however
 * many instances published them).
 */
export const READ_WINDOW_MS = 20;
/** Notices per bus message (a NOTIFY payload stays well under its 8,000 bytes). */
const NOTICES_PER_MESSAGE = 50;
/** The notice that asks every instance to read the outbox now. */
const WAKE: Notice = { k: "wake", ids: [] };

export interface NoticeChannelPorts {
  db: Database;
  now: () => number;
  bus: Bus;
  /** The catch-up's period: CATCH_UP_MS, the rule's; only a test that counts reads sets it past its span. */
  catchUpMs?: number;
}

/**
 * The hub's notice channel (publish, subscribe, parse): committed notices come from the
 * outbox, read when the bus says something was committed and on a timer; typing
 * notices, never stored, come over the bus itself. Handled one batch at a time, in order.
 */
export function createNoticeChannel({ db, now, bus, catchUpMs = CATCH_UP_MS }: NoticeChannelPorts) {
  const reader = createOutboxReader(db, now);
  let handle: ((notices: Notice[]) => Promise<void>) | null = null;
  let queue: Promise<void> = Promise.resolve();
  let readQueued = false;
  let unsubscribe: (() => Promise<void>) | null = null;
  let timers: NodeJS.Timeout[] = [];
  /** Typing notices waiting for the next publish, and whether it also carries a wake. */
  let outgoing: Notice[] = [];
  let wakeWanted = false;
  /** After stop (shutdown), nothing more is published: the bus's connections stay closed. */
  let stopped = false;
  let publishing: Promise<void> | null = null;

  function enqueue(job: () => Promise<void>) {
    queue = queue.then(job).catch((error: unknown) => console.error("[events] delivery failed", error));
  }

  /** When the last outbox read started (performance.now()); -Infinity before the first. */
  let lastReadAt = Number.NEGATIVE_INFINITY;

  /**
   * One read queued at a time, started at once when the last one started at least
   * READ_WINDOW_MS ago, else when that window ends: every wake and catch-up asked
   * meanwhile is the same read.
   */
  function requestRead() {
    if (readQueued || !handle) return;
    readQueued = true;
    queueRead();
  }

  function queueRead() {
    // Checked again when the timer fires: a timer may fire up to a millisecond early.
    const wait = lastReadAt + READ_WINDOW_MS - performance.now();
    if (wait > 0) {
      setTimeout(queueRead, Math.ceil(wait)).unref();
      return;
    }
    enqueue(async () => {
      readQueued = false;
      lastReadAt = performance.now();
      for (let more = true; more && handle; ) {
        const read = await reader.read();
        more = read.more;
        // Looked up again after the read: stop() may have come meanwhile (shutdown, a test's end).
        const current = handle;
        if (current && read.notices.length > 0) await current(read.notices);
      }
    });
  }

  function onMessage(payload: string) {
    const notices = parseBusMessage(payload);
    if (!notices) return;
    if (notices.some((notice) => notice.k === WAKE.k)) requestRead();
    const live = notices.filter((notice) => notice.k !== WAKE.k);
    if (live.length > 0) enqueue(async () => handle?.(live));
  }

  /** When the last publish started (performance.now()); -Infinity before the first. */
  let lastPublishAt = Number.NEGATIVE_INFINITY;

  /**
   * One publish at a time and at most one per window; whatever was asked meanwhile goes
   * in the next, as few messages as fit.
   */
  function flush() {
    if (stopped || publishing || (outgoing.length === 0 && !wakeWanted)) return;
    const wait = lastPublishAt + PUBLISH_WINDOW_MS - performance.now();
    if (wait > 0) {
      flushAfter(wait);
      return;
    }
    lastPublishAt = performance.now();
    const batch = wakeWanted ? [WAKE, ...outgoing] : outgoing;
    outgoing = [];
    wakeWanted = false;
    publishing = (async () => {
      for (let start = 0; start < batch.length; start += NOTICES_PER_MESSAGE) {
        await bus.publish(JSON.stringify(batch.slice(start, start + NOTICES_PER_MESSAGE)));
      }
    })()
      // Lost: the catch-up reads the committed notices anyway; a typing notice is only late news.
      .catch((error: unknown) => console.error("[events] publish failed", error))
      .finally(() => {
        publishing = null;
        flush();
      });
  }

  let flushScheduled = false;
  function flushAfter(ms: number) {
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => {
      flushScheduled = false;
      flush();
    }, ms).unref();
  }

  function send(notice: Notice) {
    outgoing.push(notice);
    flush();
  }

  return {
    async start(onNotices: (notices: Notice[]) => Promise<void>): Promise<void> {
      // The outbox's read position is fixed before start answers: a stream opened once it
      // has answered gets every notice committed from then on, however slow this read.
      await reader.skipToEnd();
      handle = onNotices;
      stopped = false;
      unsubscribe = await bus.subscribe(onMessage);
      // What was committed between the read above and the subscription.
      requestRead();
      timers = [setInterval(requestRead, catchUpMs), setInterval(() => enqueue(() => reader.prune()), PRUNE_MS)];
      for (const timer of timers) timer.unref();
    },
    /** Something was committed (any instance may hold its streams): wake every instance. */
    committed: () => {
      wakeWanted = true;
      flush();
    },
    /** A notice that is not stored (typing), to every instance. */
    publish: send,
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      handle = null;
      stopped = true;
      const stop = unsubscribe;
      unsubscribe = null;
      await queue;
      await publishing;
      if (stop) await stop();
      await bus.close();
    },
  };
}
