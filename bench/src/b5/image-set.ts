/**
 * B5, the cost per image on a varied set: `pnpm --filter @unveil/bench classifier [--runs 3]`
 * (not part of `pnpm bench` or CI). Each run is a fresh process that builds the
 * classifier as the server does (`createImageClassifier({ mode: "worker" })`, deps.ts),
 * loads the model, then judges 50 different images once each, one after another, as
 * sends would: the API tests' own harmless images (flat colours, skin tones, gradients,
 * noise, our portraits, every stored format) and photo-like JPEGs and PNGs of the sizes
 * the app stores. Prints each run, the best run and the spread; writes results/b5-set.json.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg, setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createImageClassifier } from "@unveil/api/image-safety";
import { safeTestImages } from "../../../packages/api/src/test/safe-images";
import { fmt, fmtInt, log, quantile } from "../lib/stats";
import { photoLike } from "./images";

const IMAGES = 50;
const WARM_UP_RUNS = 3;
const here = fileURLToPath(import.meta.url);
const benchDir = path.resolve(path.dirname(here), "..", "..");
const mb = (bytes: number) => bytes / (1024 * 1024);

interface RunFigures {
  images: number;
  flagged: number;
  loadMs: number;
  rssBeforeMb: number;
  rssAfterLoadMb: number;
  rssAfterRunsMb: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** CPU time of the whole process (all threads) per image: a busy machine does not inflate it. */
  cpuMsPerImage: number;
}

/** 50 different images: the tests' harmless set, then photo-like ones at the sizes a phone sends. */
async function imageSet(): Promise<Buffer[]> {
  const images = (await safeTestImages()).map(({ bytes }) => bytes);
  const sizes: [number, number][] = [
    [1600, 1200],
    [1200, 1600],
    [1080, 1080],
    [800, 600],
    [640, 480],
  ];
  for (let index = 0; images.length < IMAGES; index++) {
    const [width, height] = sizes[index % sizes.length]!;
    const jpeg = await photoLike(width, height);
    images.push(index % 4 === 3 ? await sharp(jpeg).png().toBuffer() : jpeg);
  }
  return images.slice(0, IMAGES);
}

async function measureOnce(): Promise<RunFigures> {
  const images = await imageSet();
  const rssBefore = process.memoryUsage().rss;
  const classifier = createImageClassifier({ mode: "worker" });
  const loadStarted = performance.now();
  if (!(await classifier.warmUp())) throw new Error("the classifier did not load");
  const loadMs = performance.now() - loadStarted;
  const rssAfterLoad = process.memoryUsage().rss;

  // The first model runs allocate the WASM heap and TensorFlow.js's kernels: not a send's cost.
  for (let i = 0; i < WARM_UP_RUNS; i++) await classifier.classify(images[images.length - 1]!);
  const times: number[] = [];
  let flagged = 0;
  const cpuBefore = process.cpuUsage();
  for (const bytes of images) {
    const started = performance.now();
    const judgement = await classifier.classify(bytes);
    times.push(performance.now() - started);
    if (judgement.outcome !== "classified") throw new Error(`unexpected outcome ${judgement.outcome}`);
    if (judgement.sensitive) flagged += 1;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const figures: RunFigures = {
    images: images.length,
    flagged,
    loadMs,
    rssBeforeMb: mb(rssBefore),
    rssAfterLoadMb: mb(rssAfterLoad),
    rssAfterRunsMb: mb(process.memoryUsage().rss),
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: Math.max(...times),
    cpuMsPerImage: (cpu.user + cpu.system) / 1000 / images.length,
  };
  await classifier.close();
  return figures;
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1] ?? fallback) : fallback;
}

/** One run in a process of its own, so its RSS is the classifier's alone. */
function runInFreshProcess(): RunFigures {
  const tsx = path.join(benchDir, "node_modules", ".bin", "tsx");
  const output = execFileSync(tsx, [here, "--child"], {
    cwd: benchDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "") as RunFigures;
}

function main(): void {
  setPriority(10);
  const runs = option("runs", 3);
  const loadBefore = loadavg()[0]!.toFixed(2);
  const all: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    log(`B5 image set, run ${run}/${runs}`);
    all.push(runInFreshProcess());
  }
  const loadAfter = loadavg()[0]!.toFixed(2);
  mkdirSync(path.join(benchDir, "results"), { recursive: true });
  writeFileSync(
    path.join(benchDir, "results", "b5-set.json"),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: [loadBefore, loadAfter], runs: all }, null, 2),
  );

  const rows = [
    "| Run | images (flagged) | model load ms | RSS before → after load MB (added) | median ms | p95 ms | max ms | CPU ms/image | RSS after the set MB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...all.map(
      (f, index) =>
        `| ${index + 1} | ${f.images} (${f.flagged}) | ${fmtInt(f.loadMs)} | ${fmtInt(f.rssBeforeMb)} → ${fmtInt(f.rssAfterLoadMb)} (+${fmtInt(f.rssAfterLoadMb - f.rssBeforeMb)}) | ${fmt(f.medianMs, 0)} | ${fmt(f.p95Ms, 0)} | ${fmt(f.maxMs, 0)} | ${fmt(f.cpuMsPerImage, 0)} | ${fmtInt(f.rssAfterRunsMb)} |`,
    ),
  ];
  const best = all.reduce((a, b) => (b.medianMs < a.medianMs ? b : a));
  const range = (pick: (f: RunFigures) => number, digits = 0) =>
    `${fmt(Math.min(...all.map(pick)), digits)}–${fmt(Math.max(...all.map(pick)), digits)}`;
  console.log(`\nB5 image set: ${runs} runs × ${all[0]?.images ?? 0} images; load average ${loadBefore} → ${loadAfter}\n`);
  console.log(rows.join("\n"));
  console.log(
    `\nBest run (lowest median): median ${fmt(best.medianMs, 0)} ms, p95 ${fmt(best.p95Ms, 0)} ms, ` +
      `RSS added by the model ${fmtInt(best.rssAfterLoadMb - best.rssBeforeMb)} MB. ` +
      `Spread: median ${range((f) => f.medianMs)} ms, p95 ${range((f) => f.p95Ms)} ms, ` +
      `CPU ${range((f) => f.cpuMsPerImage)} ms/image, RSS added ${range((f) => f.rssAfterLoadMb - f.rssBeforeMb)} MB.`,
  );
}

if (process.argv.includes("--child")) console.log(JSON.stringify(await measureOnce()));
else main();
