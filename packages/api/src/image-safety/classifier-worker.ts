import { parentPort } from "node:worker_threads";
import { loadNsfwModel, type NsfwModel } from "./nsfw-model";
import type { WorkerReply, WorkerRequest } from "./worker-protocol";

/**
 * The classifier's thread (started by worker-scorer.ts through classifier-worker.mjs):
 * loads the model on its first request and answers requests one at a time, so the
 * server's event loop never waits on a model run.
 */
const port = parentPort;
if (!port) throw new Error("classifier-worker runs only as a worker thread");

let model: Promise<NsfwModel> | undefined;
let previous: Promise<void> = Promise.resolve();

function loadedModel(): Promise<NsfwModel> {
  model ??= loadNsfwModel().catch((error: unknown) => {
    model = undefined; // the next request tries again
    throw error;
  });
  return model;
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const loaded = await loadedModel();
    const scores = request.kind === "score" ? await loaded.score(request.bytes) : null;
    return { id: request.id, ok: true, scores };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

port.on("message", (request: WorkerRequest) => {
  // One at a time; a reply that cannot be posted must not stall the requests behind it.
  previous = previous
    .then(() => answer(request))
    .then((reply) => port.postMessage(reply))
    .catch((error: unknown) => console.error("[image-safety] worker could not answer", error));
});
