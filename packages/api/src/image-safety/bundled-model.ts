import type * as tf from "@tensorflow/tfjs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The model that ships inside the nsfwjs package: MobileNetV2 "mid" (a graph model,
 * 224×224 input, ~93% accuracy by its authors against ~90% for the small default,
 * and the same cost per image here; InceptionV3 costs ~8× per image and ~3× the memory).
 */
export const BUNDLED_MODEL = { folder: "mobilenet_v2_mid", inputSize: 224, format: "graph" } as const;

/** The package's model files: nsfwjs ships each as a small CommonJS module (JSON, base64 weights). */
function modelFolder(): string {
  const require = createRequire(import.meta.url);
  // dist/cjs/index.js → dist/models/<folder>
  return path.join(path.dirname(require.resolve("nsfwjs")), "..", "models", BUNDLED_MODEL.folder);
}

/** Loads one of the package's model modules from disk without keeping its text in the module cache. */
function requireOnce(file: string): unknown {
  const require = createRequire(import.meta.url);
  const resolved = require.resolve(file);
  try {
    return require(resolved) as unknown;
  } finally {
    // The weights are ~5 MB of base64 text: once decoded they are not needed again.
    delete require.cache[resolved];
  }
}

function isModelJson(value: unknown): value is tf.io.ModelJSON & { weightsManifest: tf.io.WeightsManifestConfig } {
  return typeof value === "object" && value !== null && "modelTopology" in value && "weightsManifest" in value;
}

/**
 * A TensorFlow.js IO handler that reads the bundled model from node_modules: no URL,
 * no network, no file written. nsfwjs's own loader does the same through a byte-by-byte
 * base64 loop; Buffer decodes it natively.
 */
export function bundledModelHandler(): tf.io.IOHandler {
  return {
    load: async () => {
      const folder = modelFolder();
      const modelJson = requireOnce(path.join(folder, "model.min.js"));
      if (!isModelJson(modelJson)) throw new Error(`Unexpected model file in ${folder}`);
      const shards: Buffer[] = [];
      for (const group of modelJson.weightsManifest) {
        for (const shard of group.paths) {
          const base64 = requireOnce(path.join(folder, `${shard}.min.js`));
          if (typeof base64 !== "string") throw new Error(`Unexpected weight file ${shard} in ${folder}`);
          shards.push(Buffer.from(base64, "base64"));
        }
      }
      const weights = Buffer.concat(shards);
      return {
        modelTopology: modelJson.modelTopology,
        format: modelJson.format,
        generatedBy: modelJson.generatedBy,
        convertedBy: modelJson.convertedBy,
        weightSpecs: modelJson.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}
