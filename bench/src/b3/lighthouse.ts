import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** One long task of a run (Lighthouse's `long-tasks` audit, simulated timings), attributed to a script. */
export interface LongTask {
  /** The script it is attributed to (path only; `Unattributable` or the page itself when none). */
  script: string;
  durationMs: number;
  startMs: number;
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** JS bytes transferred (Lighthouse's network records, compressed as served). */
  scriptTransferBytes: number;
  /** The run's long tasks, longest first (at most 20, as the audit lists them). */
  longTasks?: LongTask[];
  /** Main-thread time per script (`bootup-time`: total and scripting ms), the five biggest. */
  bootup?: { script: string; totalMs: number; scriptingMs: number }[];
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** When set, every run's full Lighthouse report (JSON: trace-derived audits, LCP element, main-thread breakdown) is kept here. */
const REPORT_DIR = process.env.BENCH_LH_DIR;

/** A script's URL as the table shows it: the path, without our origin. */
export function scriptName(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname === "/" ? "(the page)" : parsed.pathname.replace(/^\/_next\/static\//, "");
  } catch {
    return url;
  }
}

type Items<T> = { items?: T[] } | undefined;

/**
 * One Lighthouse run (the npm package, default config = mobile: Moto G Power-class
 * emulation, simulated slow 4G and 4× CPU slowdown), performance category only, in
 * Debian's Chromium. A fresh browser per run, so no cache carries over.
 */
export async function runLighthouse(url: string, cookie: string | null): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error("lighthouse returned nothing");
    const { lhr } = result;
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
      await writeFile(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as Items<{ resourceType?: string; transferSize?: number }>)?.items ?? [];
    const longTasks =
      (lhr.audits["long-tasks"]?.details as Items<{ url?: string; duration?: number; startTime?: number }>)?.items ?? [];
    const bootup =
      (lhr.audits["bootup-time"]?.details as Items<{ url?: string; total?: number; scripting?: number }>)?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      fcpMs: audit("first-contentful-paint"),
      scriptTransferBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      longTasks: longTasks.map((task) => ({
        script: scriptName(task.url ?? ""),
        durationMs: Math.round(task.duration ?? 0),
        startMs: Math.round(task.startTime ?? 0),
      })),
      bootup: bootup.slice(0, 5).map((item) => ({
        script: scriptName(item.url ?? ""),
        totalMs: Math.round(item.total ?? 0),
        scriptingMs: Math.round(item.scripting ?? 0),
      })),
    };
  } finally {
    chrome.kill();
  }
}
