/**
 * One B5 measurement in a process of its own (so RSS is this mode's alone):
 * `tsx src/b5/measure.ts <worker|main-thread> <samples>` prints one JSON line.
 * `worker` is the app's classifier (deps.imageClassifier); `main-thread` runs the same
 * model on the process's own thread, as the app would if it had no worker.
 */
import { createImageClassifier } from "@unveil/api/image-safety";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { quantile } from "../lib/stats";
import { benchImages } from "./images";

export type Mode = "worker" | "main-thread";

export interface KindFigures {
  kind: string;
  bytes: number;
  medianMs: number;
  p95Ms: number;
  /** CPU time (all threads, libvips' included) per image: unlike wall time, not inflated by a busy machine. */
  cpuMsPerImage: number;
  /** Longest the event loop went unanswered while these images were judged. */
  maxLoopBlockMs: number;
}

export interface ModeFigures {
  mode: Mode;
  loadMs: number;
  rssBeforeMb: number;
  rssAfterLoadMb: number;
  rssAfterRunsMb: number;
  kinds: KindFigures[];
  /** BURST images handed over at once (a queue of them), as a busy minute would. */
  burst: { images: number; totalMs: number; medianMs: number; p95Ms: number; maxLoopBlockMs: number };
}

const BURST = 16;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

interface Judge {
  /** Judges one image; answers the milliseconds it took. */
  judge(bytes: Buffer): Promise<number>;
  close(): Promise<void>;
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The app's classifier, model loaded (the worker thread started and warmed up). */
async function startWorker(): Promise<Judge> {
  const classifier = createImageClassifier({
    mode: "worker",
    timeoutMs: 120_000,
    maxPending: BURST,
    onError: (error) => {
      throw error;
    },
  });
  if (!(await classifier.warmUp())) throw new Error("the classifier did not load");
  return {
    judge: (bytes) =>
      timed(async () => {
        const judgement = await classifier.classify(bytes);
        if (judgement.outcome !== "classified") throw new Error(`unexpected outcome ${judgement.outcome}`);
      }),
    close: () => classifier.close(),
  };
}

/** The same model on this thread, TensorFlow.js imported now (as the worker does). */
async function startOnMainThread(): Promise<Judge> {
  const { loadNsfwModel } = await import("@unveil/api/image-safety/model");
  const model = await loadNsfwModel();
  return {
    judge: (bytes) => timed(() => model.score(bytes)),
    close: async () => model.dispose(),
  };
}

async function main() {
  const mode = process.argv[2] as Mode;
  if (mode !== "worker" && mode !== "main-thread") throw new Error("usage: measure.ts <worker|main-thread> <samples>");
  const samples = Number(process.argv[3] ?? "30");
  const images = await benchImages();
  const rssBefore = process.memoryUsage().rss;

  const loadStarted = performance.now();
  const { judge, close } = mode === "worker" ? await startWorker() : await startOnMainThread();
  const loadMs = performance.now() - loadStarted;
  const rssAfterLoad = process.memoryUsage().rss;

  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  const kinds: KindFigures[] = [];
  for (const { kind, bytes } of images) {
    for (let i = 0; i < 3; i++) await judge(bytes);
    loopDelay.reset();
    loopDelay.enable();
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < samples; i++) times.push(await judge(bytes));
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    kinds.push({
      kind,
      bytes: bytes.length,
      medianMs: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
      cpuMsPerImage: (cpu.user + cpu.system) / 1000 / samples,
      maxLoopBlockMs: loopDelay.max / 1e6,
    });
  }

  const photo = images[0]!.bytes;
  loopDelay.reset();
  loopDelay.enable();
  const burstStarted = performance.now();
  const burstTimes = await Promise.all(Array.from({ length: BURST }, () => judge(photo)));
  const burstMs = performance.now() - burstStarted;
  loopDelay.disable();

  const figures: ModeFigures = {
    mode,
    loadMs,
    rssBeforeMb: mb(rssBefore),
    rssAfterLoadMb: mb(rssAfterLoad),
    rssAfterRunsMb: mb(process.memoryUsage().rss),
    kinds,
    burst: {
      images: BURST,
      totalMs: burstMs,
      medianMs: quantile(burstTimes, 0.5),
      p95Ms: quantile(burstTimes, 0.95),
      maxLoopBlockMs: loopDelay.max / 1e6,
    },
  };
  await close();
  console.log(JSON.stringify(figures));
}

await main();
