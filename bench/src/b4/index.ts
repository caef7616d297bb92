import { everyRateLimitAt } from "@unveil/api/rate-limits";
import type autocannon from "autocannon";
import { execSync } from "node:child_process";
import path from "node:path";
import { daterMix, REQUESTS_PER_DATER_PER_SECOND, runLoad, type LoadResult } from "../b1/load";
import { loadB1Targets, seedB1, type B1Targets } from "../b1/seed";
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from "../lib/pg";
import { cpuSeconds, rssMb, startServer, type Started } from "../lib/process";
import { log, seededRandom, sleep } from "../lib/stats";
import { Deliveries, sendAtRate, type DeliverySummary, type SendTarget } from "./sender";
import { StreamPool } from "./sse-clients";

export const B4_DATABASE = "unveil_bench_live";
/** B1's shape with more daters, so 10,000 of them (each with a chat) can hold a stream. */
export const B4_SIZES = { daters: 12_000, matches: 24_000, messages: 100_000 } as const;
const PORTS = [3410, 3411] as const;
/** (b): streams held at each step, until the machine or the file descriptors give out. */
const STREAM_STEPS = [2_500, 5_000, 10_000];
/** (b): seconds of steady load per step (≥ one heartbeat interval, 20 s). */
const STEP_SECONDS = 30;
/** One message per dater per 30 s (spec §9). */
const SENDS_PER_DATER_PER_SECOND = 1 / 30;
const ONLINE_DATERS = 5_000;
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
  c: {
    daters: number;
    poll: LoadResult & { cpuCores: number };
    stream: {
      open: number;
      offeredPerSecond: number;
      live: LoadResult;
      sends: DeliverySummary & { failed: number; skipped: number };
      cpuCores: number;
      maxRssMb: number;
    };
  };
  commands: string[];
}

/** The instance's RSS growth per stream held, over its idle RSS, in kB. */
export const rssPerStreamKb = (rss: number, idle: number, streams: number) => ((rss - idle) * 1024) / Math.max(1, streams);

interface Dater {
  index: number;
  cookie: string;
  chats: { matchId: string; partner: number }[];
}

/** B1's targets with each chat's other side (an index into the same list, or -1). */
function withPartners(targets: B1Targets): Dater[] {
  const sides = new Map<string, number[]>();
  targets.daters.forEach((dater, index) => {
    for (const chat of dater.chats) sides.set(chat.matchId, [...(sides.get(chat.matchId) ?? []), index]);
  });
  return targets.daters.map((dater, index) => ({
    index,
    cookie: dater.cookie,
    chats: dater.chats.map((chat) => ({
      matchId: chat.matchId,
      partner: sides.get(chat.matchId)?.find((other) => other !== index) ?? -1,
    })),
  }));
}

/** A random dater of `holders` (daters holding a stream) and one of their chats whose other side holds one too. */
function pickAmong(daters: Dater[], holders: Set<number>, random: () => number): () => SendTarget {
  const withHolder = (dater: Dater) => dater.chats.filter((chat) => holders.has(chat.partner));
  const eligible = daters.filter((dater) => holders.has(dater.index) && withHolder(dater).length > 0);
  if (eligible.length === 0) throw new Error("no dater holding a stream has a chat with another");
  return () => {
    const dater = eligible[Math.floor(random() * eligible.length)];
    const chats = dater ? withHolder(dater) : [];
    const chat = chats[Math.floor(random() * chats.length)];
    if (!dater || !chat) throw new Error("no eligible dater");
    return { cookie: dater.cookie, matchId: chat.matchId, sender: dater.index };
  };
}

/** A random dater below `limit` and one of their chats whose other side is also below it (holds a stream). */
const pickWithin = (daters: Dater[], limit: number, random: () => number) =>
  pickAmong(daters, new Set(daters.slice(0, limit).map((dater) => dater.index)), random);

/** `count` daters made of whole chat pairs, so every one of them has a partner among them. */
function pairedDaters(daters: Dater[], count: number): Dater[] {
  const chosen = new Set<number>();
  for (const dater of daters) {
    if (chosen.size + 2 > count) break;
    if (chosen.has(dater.index)) continue;
    const chat = dater.chats.find((candidate) => candidate.partner >= 0 && !chosen.has(candidate.partner));
    if (!chat) continue;
    chosen.add(dater.index);
    chosen.add(chat.partner);
  }
  return daters.filter((dater) => chosen.has(dater.index));
}

function startInstance(benchDir: string, url: string, port: number): Promise<Started> {
  return startServer({
    name: `app instance :${port}`,
    command: "node",
    args: ["--import", "tsx", "src/test/api-server-process.ts"],
    cwd: path.resolve(benchDir, "..", "packages", "api"),
    env: {
      NODE_ENV: "production",
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: path.join(benchDir, ".data"),
      IMAGE_CLASSIFIER: "off",
      ...everyRateLimitAt(1_000_000),
    },
    port,
    readyPath: "/api/health",
  });
}

const summaryLine = (d: DeliverySummary) =>
  `${d.delivered}/${d.answered201} delivered (${d.duplicates} twice), send→event p50 ${Math.round(d.p50)} ms p95 ${Math.round(d.p95)} ms max ${Math.round(d.max)} ms, 201→event p95 ${Math.round(d.after201P95)} ms`;

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

/** (c) B1's dater mix on one instance: polls (spec §9) against streams for chat and badge, in the same run. */
async function measureMix(
  targets: B1Targets,
  daters: Dater[],
  instance: Started,
  durationSeconds: number,
): Promise<B4Result["c"]> {
  const pid = instance.child.pid;
  const cpuBefore = cpuSeconds(pid);
  const pollStart = performance.now();
  const poll = await runLoad(
    instance.url,
    {
      connections: 250,
      durationSeconds,
      overallRate: Math.round(ONLINE_DATERS * REQUESTS_PER_DATER_PER_SECOND),
      next: daterMix(targets, ONLINE_DATERS, seededRandom(7)),
    },
    "c-poll",
    () => rssMb(pid),
    () => cpuSeconds(pid),
  );
  const pollCores = (cpuSeconds(pid) - cpuBefore) / ((performance.now() - pollStart) / 1000);
  log(`B4 (c) polling: ${Math.round(poll.reqPerSec)} req/s, p99 ${poll.p99} ms, ${pollCores.toFixed(2)} cores`);
  await sleep(2_000);

  const deliveries = new Deliveries("b4c");
  const pool = new StreamPool(instance.url, deliveries.arrive);
  try {
    await pool.openMany(
      daters.slice(0, ONLINE_DATERS).map((dater) => ({ cookie: dater.cookie, tag: dater.index })),
      100,
    );
    await sleep(3_000);
    const livePerSecond = ONLINE_DATERS / 30;
    const sendsPerSecond = ONLINE_DATERS * SENDS_PER_DATER_PER_SECOND;
    const online = targets.daters.slice(0, ONLINE_DATERS);
    let next = 0;
    const streamCpuBefore = cpuSeconds(pid);
    const streamStart = performance.now();
    let maxRss = rssMb(pid);
    const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(pid))), 500);
    const [live, sent] = await Promise.all([
      runLoad(
        instance.url,
        {
          connections: 50,
          durationSeconds,
          overallRate: Math.round(livePerSecond),
          next: (req: autocannon.Request) => ({
            ...req,
            method: "GET",
            path: "/api/stats/active-users",
            headers: { ...req.headers, cookie: online[next++ % online.length]?.cookie ?? "" },
          }),
        },
        "c-stream-live",
        () => rssMb(pid),
      ),
      sendAtRate({
        baseUrl: instance.url,
        ratePerSecond: sendsPerSecond,
        durationMs: durationSeconds * 1000,
        maxInFlight: 200,
        pick: pickWithin(daters, ONLINE_DATERS, seededRandom(8)),
        deliveries,
      }),
    ]);
    await sleep(2_000);
    clearInterval(sampler);
    const cpuCores = (cpuSeconds(pid) - streamCpuBefore) / ((performance.now() - streamStart) / 1000);
    const sends = { ...deliveries.summary(), ...sent };
    log(
      `B4 (c) streams: ${pool.open} open, live ${Math.round(live.reqPerSec)} req/s p99 ${live.p99} ms, sends ${summaryLine(sends)}, ${cpuCores.toFixed(2)} cores`,
    );
    return {
      daters: ONLINE_DATERS,
      poll: { ...poll, cpuCores: pollCores },
      stream: {
        open: pool.open,
        offeredPerSecond: livePerSecond + sendsPerSecond,
        live,
        sends,
        cpuCores,
        maxRssMb: maxRss,
      },
    };
  } finally {
    pool.closeAll();
  }
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
