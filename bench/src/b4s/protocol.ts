/** The messages between B4's many-streams run (the parent) and its stream-holding child processes. */

/** One stream to open: whose session, tagged with the dater's index, on which instance. */
export interface StreamOrder {
  cookie: string;
  tag: number;
  baseUrl: string;
}

export type ToWorker = { type: "open"; streams: StreamOrder[]; concurrency: number } | { type: "stats" } | { type: "close" };

/** A `message` event's receipt: its content, the stream's tag, and when (ms since the epoch, sub-ms). */
export type Receipt = [content: string, tag: number, at: number];

export interface WorkerStats {
  open: number;
  failed: number;
  endedByServer: number;
  heartbeats: number;
  events: number;
  rssMb: number;
  cpuSeconds: number;
}

export type FromWorker =
  | { type: "opened"; ok: number; failed: number; seconds: number }
  | { type: "receipts"; receipts: Receipt[] }
  | ({ type: "stats" } & WorkerStats);

/** A wall clock comparable across processes on one machine, with performance.now()'s resolution. */
export const epochMs = (performanceNow: number) => performance.timeOrigin + performanceNow;
