import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { createRequire } from "node:module";
import path from "node:path";

let started: Promise<void> | undefined;

/**
 * Puts TensorFlow.js on its WebAssembly backend, once per thread. The `.wasm` files
 * are read from the installed package (never fetched); the SIMD build is picked when
 * the CPU has it. The plain JavaScript CPU backend is ~25× slower here and is not a
 * silent fallback: a failure surfaces, and the classifier then flags (see
 * image-classifier.ts). `tfjs-node` is not an option: it downloads a binary at install.
 */
export function startWasmBackend(): Promise<void> {
  started ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmFolder = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")) + path.sep;
    setWasmPaths(wasmFolder);
    // Production mode: no debug checks, no console notices from TensorFlow.js.
    tf.enableProdMode();
    if (!(await tf.setBackend("wasm"))) throw new Error(`TensorFlow.js could not start its WASM backend from ${wasmFolder}`);
    await tf.ready();
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
