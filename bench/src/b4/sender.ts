import { quantile, sleep } from "../lib/stats";
import type { Arrival } from "./sse-clients";

export interface Sent {
  sender: number;
  matchId?: string;
  start: number;
  answered?: number;
  status?: number;
  delivered?: number;
}

/**
 * Matches each send (by its unique content) with its first arrival on a stream of
 * someone other than the sender (`tag` = the dater who opened the stream).
 */
export class Deliveries {
  private readonly sent = new Map<string, Sent>();
  private counter = 0;

  constructor(private readonly prefix: string) {}

  nextContent(): string {
    this.counter += 1;
    return `${this.prefix} ${this.counter}: how was your day?`;
  }

  started(content: string, sender: number, matchId?: string): Sent {
    const entry: Sent = { sender, start: performance.now(), ...(matchId ? { matchId } : {}) };
    this.sent.set(content, entry);
    return entry;
  }

  /** Every send so far, by its content (for receipts counted elsewhere, e.g. many streams). */
  all(): ReadonlyMap<string, Readonly<Sent>> {
    return this.sent;
  }

  /** A message arriving again on another side's stream (each dater holds one stream here). */
  private duplicates = 0;

  arrive = (arrival: Arrival): void => {
    const entry = this.sent.get(arrival.content);
    if (!entry || entry.sender === arrival.tag) return;
    if (entry.delivered !== undefined) this.duplicates += 1;
    else entry.delivered = arrival.at;
  };

  /** Over the sends answered 201: send start → event, 201 → event (negative: the event came first), losses. */
  summary() {
    const answered = [...this.sent.values()].filter((entry) => entry.status === 201);
    const delivered = answered.filter((entry) => entry.delivered !== undefined);
    const fromStart = delivered.map((entry) => (entry.delivered ?? 0) - entry.start);
    const from201 = delivered.map((entry) => (entry.delivered ?? 0) - (entry.answered ?? 0));
    const sendMs = answered.map((entry) => (entry.answered ?? 0) - entry.start);
    return {
      sends: this.sent.size,
      answered201: answered.length,
      delivered: delivered.length,
      duplicates: this.duplicates,
      p50: quantile(fromStart, 0.5),
      p95: quantile(fromStart, 0.95),
      p99: quantile(fromStart, 0.99),
      max: quantile(fromStart, 1),
      after201P50: quantile(from201, 0.5),
      after201P95: quantile(from201, 0.95),
      sendP50: quantile(sendMs, 0.5),
      sendP99: quantile(sendMs, 0.99),
    };
  }
}

export type DeliverySummary = ReturnType<Deliveries["summary"]>;

export interface SendTarget {
  cookie: string;
  matchId: string;
  /** The sender's tag (its own streams do not count as a delivery). */
  sender: number;
}

/**
 * `POST /api/messages` at `ratePerSecond` (open loop, paced every 10 ms) for
 * `durationMs`, at most `maxInFlight` at once (a send that would exceed it is counted
 * as skipped, not queued). With `total`, it sends exactly that many instead, waiting
 * for a free slot rather than skipping (the duration still bounds it). 127.0.0.1 only.
 */
export async function sendAtRate(options: {
  baseUrl: string;
  ratePerSecond: number;
  durationMs: number;
  maxInFlight: number;
  pick: () => SendTarget;
  deliveries: Deliveries;
  total?: number;
}): Promise<{ skipped: number; failed: number }> {
  if (new URL(options.baseUrl).hostname !== "127.0.0.1") throw new Error("load generators target 127.0.0.1 only");
  const url = `${options.baseUrl}/api/messages`;
  const started = performance.now();
  let issued = 0;
  let inFlight = 0;
  let skipped = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const sendOne = async () => {
    const target = options.pick();
    const content = options.deliveries.nextContent();
    const entry = options.deliveries.started(content, target.sender, target.matchId);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { cookie: target.cookie, "content-type": "application/json" },
        body: JSON.stringify({ matchId: target.matchId, content }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      entry.answered = performance.now();
      entry.status = response.status;
      if (response.status !== 201) failed += 1;
    } catch {
      failed += 1;
    }
  };
  const total = options.total ?? Number.POSITIVE_INFINITY;
  while (performance.now() - started < options.durationMs && issued < total) {
    const due = Math.min(Math.floor(((performance.now() - started) * options.ratePerSecond) / 1000), total) - issued;
    for (let index = 0; index < due; index++) {
      if (options.total !== undefined && inFlight >= options.maxInFlight) break;
      issued += 1;
      if (inFlight >= options.maxInFlight) {
        skipped += 1;
        continue;
      }
      inFlight += 1;
      const promise: Promise<void> = sendOne().finally(() => {
        inFlight -= 1;
        pending.delete(promise);
      });
      pending.add(promise);
    }
    await sleep(10);
  }
  await Promise.all(pending);
  return { skipped, failed };
}
