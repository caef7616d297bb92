import { Worker } from "node:worker_threads";
import type { Scorer } from "./scorer";
import type { NsfwScores } from "./sensitivity";
import type { WorkerReply, WorkerRequest, WorkerTask } from "./worker-protocol";

// Not a literal inside `new URL(…)`: bundlers (Next bundles this package for its
// server code) would otherwise try to bundle the worker; only server.ts starts it.
const WORKER_ENTRY = "./classifier-worker.mjs";

interface Waiting {
  resolve: (scores: NsfwScores | null) => void;
  reject: (error: Error) => void;
}

/**
 * The model on its own thread (one per process, started on first use, restarted on
 * the next request if it dies). The thread is unreferenced while idle, so it never
 * keeps a process alive by itself.
 */
export function createWorkerScorer(): Scorer {
  let worker: Worker | undefined;
  let nextId = 1;
  let closed = false;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    // execArgv: [] so the thread does not inherit the parent's loader flags; it registers tsx itself.
    const thread = new Worker(new URL(WORKER_ENTRY, import.meta.url), { execArgv: [] });
    thread.on("message", (reply: WorkerReply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) thread.unref();
      if (reply.ok) entry.resolve(reply.scores);
      else entry.reject(new Error(reply.message));
    });
    thread.on("error", (error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    });
    thread.on("exit", (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`The image classifier thread stopped (exit code ${code})`));
    });
    thread.unref();
    return thread;
  };

  const send = (task: WorkerTask, transfer: ArrayBuffer[] = []) => {
    if (closed) return Promise.reject(new Error("The image classifier is closed"));
    worker ??= start();
    const thread = worker;
    const id = nextId++;
    return new Promise<NsfwScores | null>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread.ref();
      const request: WorkerRequest = { ...task, id };
      thread.postMessage(request, transfer);
    });
  };

  return {
    async score(bytes) {
      // A copy in a buffer of its own: a Buffer may be a view into a shared pool.
      const copy = new Uint8Array(bytes);
      const scores = await send({ kind: "score", bytes: copy }, [copy.buffer]);
      if (!scores) throw new Error("The image classifier thread answered without scores");
      return scores;
    },
    warmUp: async () => void (await send({ kind: "warm-up" })),
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      failAll(new Error("The image classifier is closed"));
      if (thread) await thread.terminate();
    },
  };
}
