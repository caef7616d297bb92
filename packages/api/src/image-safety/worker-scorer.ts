import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { NsfwScores } from "./sensitivity";
import type { WorkerReply, WorkerRequest, WorkerTask } from "./worker-protocol";

/**
 * The worker starts from a line of code that imports its entry file (next to this one)
 * rather than from the file itself: Next bundles this package for its server code and
 * would otherwise try to bundle the worker too, and fail on tsx. Only server.ts, which
 * Next does not bundle, ever starts it.
 */
function workerBootCode(): string {
  const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), "classifier-worker.mjs"));
  return `import(${JSON.stringify(entry.href)});`;
}

/** Runs the model on images, one at a time, loading it on first use. */
export interface Scorer {
  score(bytes: Uint8Array): Promise<NsfwScores>;
  /** Loads the model now instead of on the first image. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

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
    const thread = new Worker(workerBootCode(), { eval: true, execArgv: [] });
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
