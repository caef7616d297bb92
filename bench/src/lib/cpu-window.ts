import { readFileSync, writeFileSync } from "node:fs";
import type { CpuProfile } from "./cpu-layers";

/**
 * Cuts a `.cpuprofile` to its busiest window: the `seconds` with the most samples that are
 * neither idle nor `(program)`. A server's profile holds its start-up, the warm-up and the
 * quiet between scenarios; the load's own window is what `cpu-layers.ts` should read, with
 * the number of requests that window served (bench/notes.md, 2026-11-27 16:31).
 *
 * `pnpm --filter @unveil/bench exec tsx src/lib/cpu-window.ts <file> [seconds = 15]` writes
 * `<file>` with `.window.cpuprofile` in place of `.cpuprofile` and prints where the window is.
 */

export function busiestWindow(
  profile: CpuProfile,
  seconds: number,
): { profile: CpuProfile; startsAtSeconds: number; busy: number } {
  const idle = new Set(
    profile.nodes.filter((node) => /^\((idle|program)\)$/.test(node.callFrame.functionName)).map((node) => node.id),
  );
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const span = seconds * 1e6;
  const isBusy = (index: number) => !idle.has(profile.samples[index] ?? -1);
  let best = { start: 0, busy: -1 };
  let start = 0;
  let busy = 0;
  for (let end = 0; end < times.length; end++) {
    if (isBusy(end)) busy += 1;
    while ((times[end] ?? 0) - (times[start] ?? 0) > span) if (isBusy(start++)) busy -= 1;
    if (busy > best.busy) best = { start, busy };
  }
  let end = best.start;
  while (end < times.length && (times[end] ?? 0) - (times[best.start] ?? 0) <= span) end += 1;
  const first = times[best.start] ?? profile.startTime;
  return {
    profile: {
      ...profile,
      samples: profile.samples.slice(best.start, end),
      timeDeltas: profile.timeDeltas.slice(best.start, end),
      startTime: first - (profile.timeDeltas[best.start] ?? 0),
      endTime: times[end - 1] ?? first,
    },
    startsAtSeconds: (first - profile.startTime) / 1e6,
    busy: best.busy,
  };
}

if (process.argv[1]?.endsWith("cpu-window.ts") && process.argv[2]) {
  const file = process.argv[2];
  const seconds = Number(process.argv[3] ?? 15);
  const cut = busiestWindow(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, seconds);
  const out = file.replace(/\.cpuprofile$/, ".window.cpuprofile");
  writeFileSync(out, JSON.stringify(cut.profile));
  console.log(
    `${out}: ${seconds} s from ${cut.startsAtSeconds.toFixed(1)} s, ${cut.busy} busy samples of ${cut.profile.samples.length}`,
  );
}
