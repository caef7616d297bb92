import { execSync } from "node:child_process";
import { loadB1Targets, seedB1 } from "../b1/seed";
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from "../lib/pg";
import { cpuSeconds, rssMb, type Started } from "../lib/process";
import { log, seededRandom, sleep } from "../lib/stats";
import { pairedDaters, pickAmong, pickWithin, withPartners, type Dater } from "./daters";
import { startInstance, summaryLine } from "./instance";
import { measureMix, SENDS_PER_DATER_PER_SECOND, type MixResult } from "./mix";
import { Deliveries, sendAtRate, type DeliverySummary } from "./sender";
import { StreamPool } from "./sse-clients";

export const B4_DATABASE = "unveil_bench_live";
/** B1's shape with more daters, so 10,000 of them (each with a chat) can hold a stream. */
export const B4_SIZES = { daters: 12_000, matches: 24_000, messages: 100_000 } as const;
const PORTS = [3410, 3411] as const;
/** (b): streams held at each step, until the machine or the file descriptors give out. */
const STREAM_STEPS = [2_500, 5_000, 10_000];
/** (b): seconds of steady load per step (≥ one heartbeat interval, 20 s). */
const STEP_SECONDS = 30;
/** (a): messages measured. */
const LATENCY_MESSAGES = 1_200;

export interface B4Options {
  benchDir: string;
  durationSeconds: number;
  reuse: boolean;
  keep: boolean;
}

export interface StreamStep {
  target: number;
  open: number;
  openFailed: number;
  openSeconds: number;
  endedByServer: number;
  heartbeats: number;
  sendsPerSecond: number;
  skipped: number;
  failed: number;
  delivery: DeliverySummary;
  rssMb: number;
  /** Share of one core the instance used during the step's steady window. */
  cpuCores: number;
}

export interface B4Result {
  sizes: typeof B4_SIZES;
  fdLimit: string;
  instanceRssIdleMb: number;
  a: DeliverySummary & { ratePerSecond: number; recipients: number; failed: number; skipped: number };
  b: { steps: StreamStep[]; stoppedBecause: string };
  c: MixResult;
  commands: string[];
}

/** The instance's RSS growth per stream held, over its idle RSS, in kB. */
export const rssPerStreamKb = (rss: number, idle: number, streams: number) => ((rss - idle) * 1024) / Math.max(1, streams);

/**
 * (a) delivery latency between instances: 100 recipients hold streams on instance 2;
 * 1,200 sends go through instance 1 at up to 100/s with at most 10 in flight, so the
 * figure is delivery, not the sending instance's queue.
 */
async function measureLatency(daters: Dater[], [first, second]: [Started, Started]): Promise<B4Result["a"]> {
  const recipients = 100;
  const ratePerSecond = 100;
  const deliveries = new Deliveries("b4a");
  const pool = new StreamPool(second.url, deliveries.arrive);
  try {
    const holders = pairedDaters(daters, recipients);
    await pool.openMany(
      holders.map((dater) => ({ cookie: dater.cookie, tag: dater.index })),
      20,
    );
    await sleep(1_000);
    const result = await sendAtRate({
      baseUrl: first.url,
      ratePerSecond,
      durationMs: 180_000,
      total: LATENCY_MESSAGES,
      maxInFlight: 10,
      pick: pickAmong(daters, new Set(holders.map((dater) => dater.index)), seededRandom(41)),
      deliveries,
    });
    await sleep(2_000);
    const summary = deliveries.summary();
    log(`B4 (a) ${summaryLine(summary)}, send p50 ${Math.round(summary.sendP50)} ms`);
    return { ...summary, ...result, ratePerSecond, recipients: pool.open };
  } finally {
    pool.closeAll();
  }
}

/** (b) streams one instance (instance 2) holds, at one message per dater per 30 s sent through instance 1. */
async function measureStreams(daters: Dater[], [first, second]: [Started, Started], rssIdleMb: number): Promise<B4Result["b"]> {
  let deliveries = new Deliveries("b4b-warm");
  const pool = new StreamPool(second.url, (arrival) => deliveries.arrive(arrival));
  const pid = second.child.pid;
  const steps: StreamStep[] = [];
  let stoppedBecause = "every step ran";
  try {
    for (const step of STREAM_STEPS) {
      const target = Math.min(step, daters.length);
      const opening = performance.now();
      const failedBefore = pool.failed;
      await pool.openMany(
        daters.slice(pool.open, target).map((dater) => ({ cookie: dater.cookie, tag: dater.index })),
        100,
      );
      const openSeconds = (performance.now() - opening) / 1000;
      log(`B4 (b) ${pool.open} streams open (${pool.failed - failedBefore} failed) in ${openSeconds.toFixed(1)} s`);
      await sleep(3_000);
      deliveries = new Deliveries(`b4b-${target}`);
      const cpuBefore = cpuSeconds(pid);
      const heartbeatsBefore = pool.heartbeats;
      const endedBefore = pool.endedByServer;
      const windowStart = performance.now();
      const sendsPerSecond = pool.open * SENDS_PER_DATER_PER_SECOND;
      const result = await sendAtRate({
        baseUrl: first.url,
        ratePerSecond: sendsPerSecond,
        durationMs: STEP_SECONDS * 1000,
        maxInFlight: 200,
        pick: pickWithin(daters, pool.open, seededRandom(step)),
        deliveries,
      });
      await sleep(2_000);
      const cpuCores = (cpuSeconds(pid) - cpuBefore) / ((performance.now() - windowStart) / 1000);
      const rss = rssMb(pid);
      const delivery = deliveries.summary();
      const record: StreamStep = {
        target,
        open: pool.open,
        openFailed: pool.failed - failedBefore,
        openSeconds,
        endedByServer: pool.endedByServer - endedBefore,
        heartbeats: pool.heartbeats - heartbeatsBefore,
        sendsPerSecond,
        ...result,
        delivery,
        rssMb: rss,
        cpuCores,
      };
      steps.push(record);
      log(
        `B4 (b) ${record.open} streams: ${summaryLine(delivery)}; RSS ${Math.round(rss)} MB (${rssPerStreamKb(rss, rssIdleMb, record.open).toFixed(1)} kB/stream over idle), ` +
          `CPU ${cpuCores.toFixed(2)} cores, ${record.heartbeats} heartbeats, ${record.endedByServer} ended by the server, ${result.failed} failed sends, ${result.skipped} skipped`,
      );
      if (record.openFailed > target * 0.01) {
        stoppedBecause = `${record.openFailed} streams failed to open at ${target}`;
        break;
      }
      if (delivery.p95 > 30_000 || record.endedByServer > 0) {
        stoppedBecause = `p95 delivery over 30 s or streams ended by the server at ${record.open} streams`;
        break;
      }
      if (step > daters.length) {
        stoppedBecause = `only ${daters.length} daters with a chat`;
        break;
      }
    }
  } finally {
    pool.closeAll();
  }
  return { steps, stoppedBecause };
}

/** B4: live events on two app instances (API server processes) sharing one PostgreSQL database. */
export async function runB4(options: B4Options): Promise<B4Result> {
  const url = databaseUrl(B4_DATABASE);
  if (options.reuse && (await databaseExists(B4_DATABASE))) {
    log(`B4: reusing database ${B4_DATABASE}`);
  } else {
    log(`B4: seeding ${B4_DATABASE} (${B4_SIZES.daters} daters, ${B4_SIZES.matches} matches, ${B4_SIZES.messages} messages)`);
    await createDatabase(B4_DATABASE);
    await seedB1(url, B4_SIZES);
  }
  const targets = await loadB1Targets(url);
  const daters = withPartners(targets);
  log(`B4: ${daters.length} daters with a chat`);
  const fdLimit = execSync("ulimit -n", { shell: "/bin/sh" }).toString().trim();
  const commands = PORTS.map(
    (port) =>
      `cd packages/api && NODE_ENV=production DATABASE_URL=${url} PORT=${port} IMAGE_CLASSIFIER=off RATE_LIMIT_*=1000000 nice -n 10 node --import tsx src/test/api-server-process.ts`,
  );
  const instances: Started[] = [];
  try {
    for (const port of PORTS) instances.push(await startInstance(options.benchDir, url, port));
    const [first, second] = instances as [Started, Started];
    await sleep(2_000);
    const instanceRssIdleMb = rssMb(second.child.pid);
    const a = await measureLatency(daters, [first, second]);
    const b = await measureStreams(daters, [first, second], instanceRssIdleMb);
    await sleep(3_000);
    const c = await measureMix(targets, daters, first, options.durationSeconds);
    return { sizes: B4_SIZES, fdLimit, instanceRssIdleMb, a, b, c, commands };
  } finally {
    for (const instance of instances) await instance.stop();
    for (const instance of instances) {
      const output = instance.output();
      if (/"level":5\d|error/i.test(output)) log(`${instance.url} reported:\n${output.split("\n").slice(-10).join("\n")}`);
    }
    if (!options.keep) await dropDatabase(B4_DATABASE);
  }
}
