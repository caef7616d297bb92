/**
 * B5: the explicit-image classifier's cost on this machine (not part of `pnpm bench`
 * or CI): `pnpm --filter @unveil/bench image-classifier [--runs N] [--samples N]`.
 * Each mode (model on a worker thread / on the event loop's own thread) is measured in
 * fresh processes; every figure is the median across runs. Writes bench/results/b5.json.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg, setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fmt, fmtInt, log, medianBy } from "../lib/stats";
import type { Mode, ModeFigures } from "./measure";

const here = path.dirname(fileURLToPath(import.meta.url));
const benchDir = path.resolve(here, "..", "..");

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1] ?? fallback) : fallback;
}

function measure(mode: Mode, samples: number): ModeFigures {
  const tsx = path.join(benchDir, "node_modules", ".bin", "tsx");
  const output = execFileSync(tsx, [path.join(here, "measure.ts"), mode, String(samples)], {
    cwd: benchDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = output.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as ModeFigures;
}

function table(byMode: Record<Mode, ModeFigures[]>): string {
  const rows: string[] = ["| Figure | worker thread (the app) | main thread (for comparison) |", "| --- | --- | --- |"];
  const both = (label: string, pick: (figures: ModeFigures) => number, format = (v: number) => fmt(v, 0)) =>
    rows.push(`| ${label} | ${format(medianBy(byMode.worker, pick))} | ${format(medianBy(byMode["main-thread"], pick))} |`);
  both("model load, cold (ms)", (f) => f.loadMs);
  both("RSS before load (MB)", (f) => f.rssBeforeMb, fmtInt);
  both("RSS after load (MB)", (f) => f.rssAfterLoadMb, fmtInt);
  both("RSS after the runs (MB)", (f) => f.rssAfterRunsMb, fmtInt);
  const kinds = byMode.worker?.[0]?.kinds.map((kind) => kind.kind) ?? [];
  kinds.forEach((kind, index) => {
    const pickKind = (f: ModeFigures) => f.kinds[index]!;
    both(`${kind}: median ms`, (f) => pickKind(f).medianMs);
    both(`${kind}: p95 ms`, (f) => pickKind(f).p95Ms);
    both(`${kind}: CPU ms per image`, (f) => pickKind(f).cpuMsPerImage);
    both(`${kind}: longest event-loop block ms`, (f) => pickKind(f).maxLoopBlockMs);
  });
  const burst = byMode.worker?.[0]?.burst.images ?? 0;
  both(`${burst} photos at once: all judged (ms)`, (f) => f.burst.totalMs);
  both(`${burst} photos at once: median wait ms`, (f) => f.burst.medianMs);
  both(`${burst} photos at once: p95 wait ms`, (f) => f.burst.p95Ms);
  both(`${burst} photos at once: longest event-loop block ms`, (f) => f.burst.maxLoopBlockMs);
  return rows.join("\n");
}

async function main() {
  setPriority(10);
  const runs = option("runs", 3);
  const samples = option("samples", 30);
  const loadBefore = loadavg()[0]!.toFixed(2);
  const byMode: Record<Mode, ModeFigures[]> = { worker: [], "main-thread": [] };
  for (let run = 1; run <= runs; run++) {
    for (const mode of ["worker", "main-thread"] as const) {
      log(`B5 run ${run}/${runs}: ${mode}`);
      byMode[mode]!.push(measure(mode, samples));
    }
  }
  const results = { date: new Date().toISOString(), runs, samples, loadAverage: [loadBefore, loadavg()[0]!.toFixed(2)], byMode };
  mkdirSync(path.join(benchDir, "results"), { recursive: true });
  writeFileSync(path.join(benchDir, "results", "b5.json"), JSON.stringify(results, null, 2));
  console.log(
    `\nB5, median of ${runs} runs × ${samples} images per kind; load average ${loadBefore} → ${results.loadAverage[1]}\n`,
  );
  console.log(table(byMode));
}

await main();
