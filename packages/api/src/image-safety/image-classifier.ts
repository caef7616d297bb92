import { isSensitive, type NsfwScores } from "./sensitivity";
import { createWorkerScorer, type Scorer } from "./worker-scorer";

/**
 * `worker`: the model runs on its own thread (a model run on the server's thread
 * would stall every request for ~100 ms, bench/src/b5). `off`: nothing is loaded and
 * the classifier flags no image (tests and machines that do not need it).
 */
export type ImageClassifierMode = "worker" | "off";

/** Images waiting for or in a model run, beyond which a new one is not queued. */
export const MAX_PENDING_IMAGES = 32;

/** Longest wait for a verdict, the model's first load included. */
export const CLASSIFY_TIMEOUT_MS = 15_000;

/**
 * The verdict on one image. Only `classified` comes from the model; every other
 * outcome except `disabled` is sensitive: a message is never delivered unflagged
 * because the classifier was busy, slow or broken.
 */
export type ImageJudgement =
  | { outcome: "classified"; sensitive: boolean; scores: NsfwScores }
  | { outcome: "busy" | "timed-out" | "failed"; sensitive: true; scores: null }
  | { outcome: "disabled"; sensitive: false; scores: null };

export interface ImageClassifier {
  readonly mode: ImageClassifierMode;
  /** Judges stored image bytes (JPEG, PNG, WebP, GIF). Never rejects. */
  classify(bytes: Uint8Array): Promise<ImageJudgement>;
  /** Loads the model now rather than on the first image; false (and reported) if it cannot. */
  warmUp(): Promise<boolean>;
  /** Stops the worker; later calls answer `failed`. */
  close(): Promise<void>;
}

export interface ImageClassifierOptions {
  mode: ImageClassifierMode;
  maxPending?: number;
  timeoutMs?: number;
  /** Where a classifier failure is reported (default: console.error). */
  onError?: (error: unknown) => void;
}

const disabled: ImageJudgement = { outcome: "disabled", sensitive: false, scores: null };
const flagged = (outcome: "busy" | "timed-out" | "failed"): ImageJudgement => ({ outcome, sensitive: true, scores: null });

/**
 * The on-server explicit-image classifier (docs/product-rules.md#chat-images-safe-by-default): nsfwjs's bundled model on
 * TensorFlow.js's WASM backend, in a worker thread. Cheap until the first image: no
 * thread started, TensorFlow.js never imported into the server's own thread (nor into
 * Next's bundles). docs/decisions/0006-explicit-image-classifier.md.
 */
export function createImageClassifier(options: ImageClassifierOptions): ImageClassifier {
  const { mode, maxPending = MAX_PENDING_IMAGES, timeoutMs = CLASSIFY_TIMEOUT_MS } = options;
  const report = options.onError ?? ((error: unknown) => console.error("[image-safety] classifier failed", error));
  if (mode === "off") {
    return {
      mode,
      classify: () => Promise.resolve(disabled),
      warmUp: () => Promise.resolve(false),
      close: () => Promise.resolve(),
    };
  }

  let scorer: Scorer | undefined;
  const current = () => (scorer ??= createWorkerScorer());
  let closed = false;
  // Counted until the model run ends, not until the caller stops waiting: a timed-out
  // image still holds its place, so the queue in front of the model stays bounded.
  let pending = 0;

  const withTimeout = <T>(work: Promise<T>): Promise<T | "timed-out"> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timed-out">((resolve) => {
      timer = setTimeout(() => resolve("timed-out"), timeoutMs);
      timer.unref();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };

  return {
    mode,
    async classify(bytes) {
      if (closed) return flagged("failed");
      if (pending >= maxPending) return flagged("busy");
      pending += 1;
      const run = current()
        .score(bytes)
        .finally(() => {
          pending -= 1;
        });
      try {
        const scores = await withTimeout(run);
        if (scores === "timed-out") {
          run.catch(report);
          return flagged("timed-out");
        }
        return { outcome: "classified", sensitive: isSensitive(scores), scores };
      } catch (error) {
        report(error);
        return flagged("failed");
      }
    },
    async warmUp() {
      if (closed) return false;
      try {
        const run = current().warmUp();
        if ((await withTimeout(run)) === "timed-out") {
          run.catch(report);
          throw new Error(`The image classifier did not load within ${timeoutMs} ms`);
        }
        return true;
      } catch (error) {
        report(error);
        return false;
      }
    },
    async close() {
      closed = true;
      await scorer?.close();
      scorer = undefined;
    },
  };
}
