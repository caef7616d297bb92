import type { NsfwScores } from "./sensitivity";

/** What the main thread asks of the classifier worker. `bytes` is transferred, not copied. */
export type WorkerTask = { kind: "score"; bytes: Uint8Array } | { kind: "warm-up" };

export type WorkerRequest = WorkerTask & { id: number };

/** Classifier worker → main thread, one reply per request, in order. */
export type WorkerReply = { id: number; ok: true; scores: NsfwScores | null } | { id: number; ok: false; message: string };
