/**
 * `pnpm bench`: B1 (API under load), B2 (matching at 100k and 1M profiles), B3 (web
 * bundle sizes and Lighthouse), B4 (live events on two instances), then bench/RESULTS.md. See bench/README.md for flags.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runB1 } from "./b1";
import { runB2 } from "./b2";
import { runB3 } from "./b3";
import { runB4 } from "./b4";
import { runB7 } from "./b7";
import { machineInfo } from "./lib/machine";
import { log } from "./lib/stats";
import { renderResults, type Results } from "./render";

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rootDir = path.resolve(benchDir, "..");
const webDir = path.join(rootDir, "apps", "web");
const resultsDir = path.join(benchDir, "results");

function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main() {
  // The machine is shared: everything the bench starts runs at lower priority.
  setPriority(10);
  const only = flag("render-only") ? [] : option("only", "b1,b2,b3,b4,b7").split(",");
  const runs = Number(option("runs", "3"));
  const duration = Number(option("duration", "20"));
  const reuse = flag("reuse");
  const keep = flag("keep") || reuse;
  const sizes = option("sizes", "100000,1000000").split(",").map(Number);
  const started = performance.now();
  mkdirSync(resultsDir, { recursive: true });

  const machine = await machineInfo();
  log(`machine: ${machine.nproc} cores, ${machine.cpuModel}; load ${machine.loadAverage}`);

  if (only.includes("b1") || only.includes("b3")) {
    const built = existsSync(path.join(webDir, ".next", "BUILD_ID"));
    if (!built || flag("build")) {
      log("building apps/web (next build)");
      execSync("nice -n 10 pnpm --filter @unveil/web build", { cwd: rootDir, stdio: "inherit" });
    } else {
      log("apps/web/.next exists: using it (--build to rebuild)");
    }
  }

  const save = (name: string, value: unknown) =>
    writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(value, null, 2));
  if (only.includes("b1")) {
    const scenarios = option("b1-scenarios", "");
    const b1Only = scenarios ? { only: scenarios.split(",") } : {};
    const b1Port = option("b1-port", "");
    save(
      "b1",
      await runB1({
        benchDir,
        webDir,
        runs,
        durationSeconds: duration,
        reuse,
        keep,
        cpuProfile: flag("cpu-prof"),
        ...b1Only,
        ...(b1Port ? { port: Number(b1Port) } : {}),
      }),
    );
  }
  if (only.includes("b2")) save("b2", await runB2({ runs, reuse, keep, sizes }));
  if (only.includes("b3")) {
    const pages = option("pages", "");
    save("b3", await runB3({ benchDir, webDir, runs, reuse, keep, ...(pages ? { pages: pages.split(",") } : {}) }));
  }
  if (only.includes("b4")) save("b4", await runB4({ benchDir, durationSeconds: duration, reuse, keep }));
  if (only.includes("b7")) save("b7", await runB7({ benchDir, durationSeconds: duration, rounds: runs, keep }));

  const load = <T>(name: string): T | undefined => {
    const file = path.join(resultsDir, `${name}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
  };
  // --render-only rewrites RESULTS.md from the last run's saved figures (e.g. after editing notes.md).
  const header =
    flag("render-only") && load<Pick<Results, "machine" | "argv" | "runs" | "durationSeconds" | "totalSeconds">>("run")
      ? load<Pick<Results, "machine" | "argv" | "runs" | "durationSeconds" | "totalSeconds">>("run")!
      : {
          machine: { ...machine, loadAverageAfter: (await machineInfo()).loadAverage },
          argv: process.argv.slice(2),
          runs,
          durationSeconds: duration,
          totalSeconds: Math.round((performance.now() - started) / 1000),
        };
  if (!flag("render-only")) save("run", header);
  const results: Results = {
    ...header,
    b1: load("b1"),
    b2: load("b2"),
    b3: load("b3"),
    b4: load("b4"),
    b7: load("b7"),
    notes: readFileSync(path.join(benchDir, "notes.md"), "utf8"),
  };
  const resultsFile = path.join(benchDir, "RESULTS.md");
  writeFileSync(resultsFile, renderResults(results, existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : null));
  log(`wrote bench/RESULTS.md in ${results.totalSeconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
