import type { NsfwModel } from "./nsfw-model";
import type { NsfwScores } from "./sensitivity";

/** Runs the model on images, one at a time, loading it on first use. */
export interface Scorer {
  score(bytes: Uint8Array): Promise<NsfwScores>;
  /** Loads the model now instead of on the first image. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The model on the calling thread. Each image blocks the event loop for the whole
 * model run (~100 ms here, bench/src/b5), so a server uses the worker; this one is
 * for measuring that difference and for scripts.
 */
export function createInlineScorer(): Scorer {
  let model: Promise<NsfwModel> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  let closed = false;

  const loaded = () => {
    if (closed) return Promise.reject(new Error("The image classifier is closed"));
    // Imported on first use: TensorFlow.js stays out of processes that never classify.
    model ??= import("./nsfw-model")
      .then(({ loadNsfwModel }) => loadNsfwModel())
      .catch((error: unknown) => {
        model = undefined;
        throw error;
      });
    return model;
  };
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = previous.then(task, task);
    previous = result.catch(() => undefined);
    return result;
  };

  return {
    score: (bytes) => inTurn(async () => (await loaded()).score(bytes)),
    warmUp: () => inTurn(async () => void (await loaded())),
    close: async () => {
      closed = true;
      const current = model;
      model = undefined;
      if (current) (await current.catch(() => undefined))?.dispose();
    },
  };
}
