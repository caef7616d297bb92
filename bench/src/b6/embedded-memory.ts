/**
 * Embedded mode's memory (issue 19): the RSS of the production server on PGlite
 * (`node --import tsx server.ts`, what `pnpm start` runs, with a fresh data folder)
 * (1) idle, 90 s after it answers, and (2) after the whole browser suite has run
 * against it (Playwright starts the server itself, as in CI; it is sampled every
 * second from /proc until the suite ends). Needs a production build of apps/web.
 *
 *   pnpm --filter @unveil/bench embedded-memory [--idle-seconds 90] [--skip-suite]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { rssMb, startServer } from "../lib/process";
import { fmtInt, log, sleep } from "../lib/stats";

const benchDir = path.resolve(import.meta.dirname, "..", "..");
const webDir = path.resolve(benchDir, "..", "apps", "web");
const IDLE_PORT = 3930;
const SUITE_PORT = 3931;

interface Sample {
  atSeconds: number;
  rssMb: number;
}

/** Peak RSS (VmHWM) of a process in MB, or NaN. */
function peakMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Whether Next's native compiler (SWC) is mapped into the process: it should not be in production. */
function swcLoaded(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/maps`, "utf8").includes("@next+swc");
  } catch {
    return false;
  }
}

/** The pid of `node --import tsx server.ts` started with PORT=`port`, if it runs. */
function serverPid(port: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The server itself, not the shell Playwright starts it with (`rm -rf … && node …`).
      const [program = "", ...args] = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      if (path.basename(program) !== "node" || args.join(" ") !== "--import tsx server.ts") continue;
      const environment = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (environment.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

async function measureIdle(idleSeconds: number) {
  const dataDir = path.join(os.tmpdir(), `unveil-embedded-idle-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({
    name: "embedded server (idle)",
    command: "node",
    args: ["--import", "tsx", "server.ts"],
    cwd: webDir,
    env: { NODE_ENV: "production", PORT: String(IDLE_PORT), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir },
    port: IDLE_PORT,
    readyPath: "/api/health",
    timeoutMs: 120_000,
  });
  try {
    const pid = server.child.pid ?? 0;
    const ready = rssMb(pid);
    await sleep(idleSeconds * 1000);
    return { readyMb: ready, idleMb: rssMb(pid), peakMb: peakMb(pid), idleSeconds, swcLoaded: swcLoaded(pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureSuite() {
  const started = performance.now();
  const samples: Sample[] = [];
  let pid: number | undefined;
  let peak = Number.NaN;
  let swc = false;
  const child = spawn("npx", ["playwright", "test"], {
    cwd: webDir,
    env: { ...process.env, E2E_PORT: String(SUITE_PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    pid ??= serverPid(SUITE_PORT);
    if (pid) {
      const rss = rssMb(pid);
      if (Number.isFinite(rss)) {
        samples.push({ atSeconds: (performance.now() - started) / 1000, rssMb: rss });
        peak = peakMb(pid);
        swc = swcLoaded(pid);
      }
    }
    await sleep(1_000);
  }
  const code = await exited;
  const summary = /(\d+) passed[^\n]*/.exec(tail)?.[0] ?? "no summary";
  if (code !== 0) log(`the browser suite failed (exit ${code}):\n${tail}`);
  const last = samples.at(-1);
  return {
    exitCode: code,
    summary,
    seconds: (performance.now() - started) / 1000,
    afterSuiteMb: last?.rssMb ?? Number.NaN,
    maxSampledMb: Math.max(...samples.map((sample) => sample.rssMb)),
    peakMb: peak,
    samples: samples.length,
    swcLoaded: swc,
  };
}

async function main() {
  const { values } = parseArgs({
    options: { "idle-seconds": { type: "string", default: "90" }, "skip-suite": { type: "boolean", default: false } },
  });
  if (!existsSync(path.join(webDir, ".next", "BUILD_ID"))) throw new Error("build apps/web first (pnpm build)");
  const idle = await measureIdle(Number(values["idle-seconds"]));
  log(
    `idle: ${fmtInt(idle.idleMb)} MB after ${idle.idleSeconds} s (at ready ${fmtInt(idle.readyMb)} MB, peak ${fmtInt(idle.peakMb)} MB)` +
      `; Next's native compiler ${idle.swcLoaded ? "LOADED (it should not be)" : "not loaded"}`,
  );
  const suite = values["skip-suite"] ? null : await measureSuite();
  if (suite) {
    log(
      `after the browser suite (${suite.summary}, ${fmtInt(suite.seconds)} s): ${fmtInt(suite.afterSuiteMb)} MB; ` +
        `max sampled ${fmtInt(suite.maxSampledMb)} MB, peak (VmHWM) ${fmtInt(suite.peakMb)} MB` +
        `; Next's native compiler ${suite.swcLoaded ? "LOADED (it should not be)" : "not loaded"}`,
    );
  }
  mkdirSync(path.join(benchDir, "results"), { recursive: true });
  writeFileSync(
    path.join(benchDir, "results", "embedded-memory.json"),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), idle, suite }, null, 2),
  );
  if (suite && suite.exitCode !== 0) process.exitCode = 1;
}

await main();
