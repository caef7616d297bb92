import * as tf from "@tensorflow/tfjs";
import { NSFWJS } from "nsfwjs/core";
import { BUNDLED_MODEL, bundledModelHandler } from "./bundled-model";
import { decodeModelInput } from "./model-input";
import { NSFW_CLASSES, sensitivityScore, type NsfwScores } from "./sensitivity";
import { startWasmBackend } from "./wasm-backend";

/**
 * The loaded model, answering the scores of one image on the calling thread: the
 * classifier's worker (classifier-worker.ts), or a test or bench measuring it. Each
 * model run blocks that thread for its whole length.
 */
export interface NsfwModel {
  /** The scores of the image's most sensitive judged frame (one frame unless animated). */
  score(bytes: Uint8Array): Promise<NsfwScores>;
  dispose(): void;
}

function toScores(predictions: { className: string; probability: number }[]): NsfwScores {
  const scores = Object.fromEntries(NSFW_CLASSES.map((name) => [name, Number.NaN])) as NsfwScores;
  for (const { className, probability } of predictions) {
    if ((NSFW_CLASSES as readonly string[]).includes(className)) scores[className as keyof NsfwScores] = probability;
  }
  return scores;
}

/** A NaN (a broken answer) ranks first: it is the frame `isSensitive` flags. */
function rank(scores: NsfwScores): number {
  const score = sensitivityScore(scores);
  return Number.isNaN(score) ? Number.POSITIVE_INFINITY : score;
}

/** Loads the bundled model on the WASM backend (about a second; once per thread). */
export async function loadNsfwModel(): Promise<NsfwModel> {
  await startWasmBackend();
  const size = BUNDLED_MODEL.inputSize;
  const model = new NSFWJS(bundledModelHandler(), { size, type: BUNDLED_MODEL.format });
  // Also runs the model once on zeros, so the first real image pays no warm-up.
  await model.load();
  return {
    async score(bytes) {
      let worst: NsfwScores | undefined;
      for (const pixels of await decodeModelInput(bytes, size)) {
        const image = tf.tensor3d(pixels, [size, size, 3], "int32");
        try {
          const scores = toScores(await model.classify(image, NSFW_CLASSES.length));
          if (!worst || rank(scores) > rank(worst)) worst = scores;
        } finally {
          image.dispose();
        }
      }
      if (!worst) throw new Error("The image has no frame to judge");
      return worst;
    },
    dispose: () => model.dispose(),
  };
}
