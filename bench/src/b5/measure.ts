/**
 * One B5 measurement in a process of its own (so RSS is this mode's alone):
 * `tsx src/b5/measure.ts <worker|inline> <samples>` prints one JSON line.
 */
import { createImageClassifier, type ImageClassifierMode } from "@unveil/api/image-safety";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { quantile } from "../lib/stats";
import { benchImages } from "./images";

export interface KindFigures {
  kind: string;
  bytes: number;
  medianMs: number;
  p95Ms: number;
  /** Longest the event loop went unanswered while these images were judged. */
  maxLoopBlockMs: number;
}

export interface ModeFigures {
  mode: ImageClassifierMode;
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

async function main() {
  const mode = process.argv[2] as ImageClassifierMode;
  if (mode !== "worker" && mode !== "inline") throw new Error("usage: measure.ts <worker|inline> <samples>");
  const samples = Number(process.argv[3] ?? "30");
  const images = await benchImages();
  const rssBefore = process.memoryUsage().rss;

  const classifier = createImageClassifier({
    mode,
    timeoutMs: 120_000,
    maxPending: BURST,
    onError: (error) => {
      throw error;
    },
  });
  const loadStarted = performance.now();
  if (!(await classifier.warmUp())) throw new Error("the classifier did not load");
  const loadMs = performance.now() - loadStarted;
  const rssAfterLoad = process.memoryUsage().rss;

  const judge = async (bytes: Buffer) => {
    const started = performance.now();
    const judgement = await classifier.classify(bytes);
    if (judgement.outcome !== "classified") throw new Error(`unexpected outcome ${judgement.outcome}`);
    return performance.now() - started;
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  const kinds: KindFigures[] = [];
  for (const { kind, bytes } of images) {
    for (let i = 0; i < 3; i++) await judge(bytes);
    loopDelay.reset();
    loopDelay.enable();
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await judge(bytes));
    loopDelay.disable();
    kinds.push({
      kind,
      bytes: bytes.length,
      medianMs: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
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
  await classifier.close();
  console.log(JSON.stringify(figures));
}

await main();
