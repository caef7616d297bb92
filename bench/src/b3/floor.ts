/** B3's Lighthouse figures against the floor (`/offline`) measured in the same rounds (issue 30). */
import type { B3Result, LighthousePage } from ".";
import type { LongTask } from "./lighthouse";
import { met } from "../lib/met";
import { fmt, fmtInt, median, medianBy } from "../lib/stats";

/** Issue 30's targets, relative to the floor's medians in the same run. */
export const FLOOR_TARGETS = { medianWithin: 5, tbtTimes: 1.5, worstRunWithin: 10 } as const;

export interface FloorVerdict {
  id: string;
  page: string;
  scores: number[];
  median: number;
  tbtMs: number;
  lcpMs: number;
  biggest: LongTask | null;
  medianOk: boolean;
  tbtOk: boolean;
  worstOk: boolean;
}

/** The page's longest task over all its runs. */
function biggestTask(page: LighthousePage): LongTask | null {
  const tasks = page.runs.flatMap((run) => run.longTasks ?? []);
  return tasks.reduce<LongTask | null>((a, b) => (a && a.durationMs >= b.durationMs ? a : b), null);
}

export function floorComparison(b3: B3Result): { floor: FloorVerdict | null; pages: FloorVerdict[] } {
  const verdict = (page: LighthousePage, floorScore: number, floorTbt: number): FloorVerdict => {
    const scores = page.runs.map((run) => run.score);
    const m = median(scores);
    const tbt = medianBy(page.runs, (run) => run.tbtMs);
    return {
      id: page.id,
      page: page.page,
      scores,
      median: m,
      tbtMs: tbt,
      lcpMs: medianBy(page.runs, (run) => run.lcpMs),
      biggest: biggestTask(page),
      medianOk: m >= floorScore - FLOOR_TARGETS.medianWithin,
      tbtOk: tbt <= floorTbt * FLOOR_TARGETS.tbtTimes,
      worstOk: Math.min(...scores) >= floorScore - FLOOR_TARGETS.worstRunWithin,
    };
  };
  const floorPage = b3.lighthouse.find((page) => page.id === "floor");
  if (!floorPage) return { floor: null, pages: [] };
  const floorScore = medianBy(floorPage.runs, (run) => run.score);
  const floorTbt = medianBy(floorPage.runs, (run) => run.tbtMs);
  return {
    floor: verdict(floorPage, floorScore, floorTbt),
    pages: b3.lighthouse.filter((page) => page.id !== "floor").map((page) => verdict(page, floorScore, floorTbt)),
  };
}

const task = (t: LongTask | null) => (t ? `${fmtInt(t.durationMs)} ms \`${t.script}\`` : "none");

export function lighthouseSection(b3: B3Result): string {
  const { floor, pages } = floorComparison(b3);
  if (!floor) return "Lighthouse: no floor page in the saved figures (an older run).\n";
  const runs = floor.scores.length;
  const rows = [floor, ...pages].map((v) => {
    const result = v === floor ? "(floor)" : met(v.medianOk && v.tbtOk && v.worstOk);
    return `| ${v.page} | ${v.scores.join(" / ")} | **${fmtInt(v.median)}** | ${fmtInt(floor.median)} | ${fmtInt(v.tbtMs)} | ${fmt(
      v.tbtMs / floor.tbtMs,
    )}× | ${v === floor ? "—" : fmtInt(v.tbtMs - floor.tbtMs)} | ${fmtInt(v.lcpMs)} | ${task(v.biggest)} | ${result} |`;
  });
  const misses = pages.flatMap((v) => [
    ...(v.medianOk ? [] : [`${v.page}: median ${v.median} < ${floor.median - FLOOR_TARGETS.medianWithin}`]),
    ...(v.tbtOk ? [] : [`${v.page}: TBT ${fmtInt(v.tbtMs)} ms > ${fmtInt(floor.tbtMs * FLOOR_TARGETS.tbtTimes)} ms`]),
    ...(v.worstOk ? [] : [`${v.page}: worst run ${Math.min(...v.scores)} < ${floor.median - FLOOR_TARGETS.worstRunWithin}`]),
  ]);
  const scene = b3.scene
    ? ` The signed-in dater has ${b3.scene.mystery} Mystery Matches and ${b3.scene.revealed} revealed ones (with photos); the chat has ${b3.scene.chatMessages} messages, six of them images.`
    : "";
  return `Lighthouse (npm \`lighthouse\`, default mobile config: simulated slow 4G, 4× CPU
slowdown; Debian's Chromium, headless; a fresh browser per run; production server
on PostgreSQL, signed in with a seeded dater's session cookie), ${runs} interleaved
rounds: every round runs the floor and every page once. The floor is \`/offline\`: the
framework and the root layout with nothing of ours, served with the same headers.${scene}
Load average (1, 5, 15 min) before / after the rounds: ${b3.load ? `${b3.load.before} / ${b3.load.after}` : "not recorded"}.

Targets (issue 30), against the floor's medians of the same run: median score within
${FLOOR_TARGETS.medianWithin} points, median TBT at most ${FLOOR_TARGETS.tbtTimes}× the floor's, no run below the floor's
median − ${FLOOR_TARGETS.worstRunWithin}. The biggest long task is the longest of all the page's runs (Lighthouse's
\`long-tasks\` audit, simulated timings, attributed to the script it ran).

| Page | Score per run | Median | Floor median | TBT ms (median) | × floor TBT | TBT above the floor, ms | LCP ms | Biggest long task, script | Targets |
|---|---|---:|---:|---:|---:|---:|---:|---|---|
${rows.join("\n")}

${misses.length === 0 ? "Every page meets the targets." : `Not met: ${misses.join("; ")}.`}
`;
}
