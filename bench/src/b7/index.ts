import { everyRateLimitAt } from "@unveil/api/rate-limits";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { StreamPool } from "../b4/sse-clients";
import { createDatabase, databaseUrl, dropDatabase, seedClient } from "../lib/pg";
import { cpuSeconds, startServer, type Started } from "../lib/process";
import { log, sleep } from "../lib/stats";
import { seedBackground } from "./background";
import { B7_MODES, type B7Mode } from "./modes";
import { sendLoop } from "./send-loop";

const B7_DATABASE = "unveil_bench_b7";
const PORT = 3470;
/** Concurrent senders (issue 32): each its own dater, chat and keep-alive socket. */
export const B7_SENDERS = 32;
const WARM_UP_SECONDS = 3;

export interface B7ModeResult {
  id: B7Mode["id"];
  label: string;
  sendsPerSecond: number;
  answered201: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  streams: number;
  /** Message events the streams received during the measured window. */
  delivered: number;
  cpuCores: number;
}

export interface B7Result {
  date: string;
  senders: number;
  durationSeconds: number;
  /** Rounds: every mode once per round, in turn, so the machine's noise falls on all of them alike. */
  rounds: number;
  /** Each mode's median round (by sends per second). */
  modes: B7ModeResult[];
  /** Every round's sends per second, by mode. */
  perRound: Record<string, number[]>;
  /**
   * Every round's instance CPU per 201 (ms), by mode: what a send costs the instance,
   * which a busy machine moves far less than the sends per second.
   */
  perRoundCpuMsPerSend?: Record<string, number[]>;
}

const cpuMsPerSend = (result: B7ModeResult) => (result.sendsPerSecond > 0 ? (1000 * result.cpuCores) / result.sendsPerSecond : 0);

function startInstance(benchDir: string, url: string, env: Record<string, string>): Promise<Started> {
  return startServer({
    name: "B7 instance",
    command: "node",
    // BENCH_CPU_PROF_DIR profiles each instance (node --cpu-prof), for src/lib/cpu-profile.ts.
    args: [
      ...(process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : []),
      "--import",
      "tsx",
      "src/test/api-server-process.ts",
    ],
    cwd: path.resolve(benchDir, "..", "packages", "api"),
    env: {
      NODE_ENV: "production",
      DATABASE_URL: url,
      PORT: String(PORT),
      DATA_DIR: path.join(benchDir, ".data"),
      IMAGE_CLASSIFIER: "off",
      ...everyRateLimitAt(1_000_000),
      ...env,
    },
    port: PORT,
    readyPath: "/api/health",
  });
}

/** A private redis-server (BENCH_REDIS_URL overrides), no persistence. */
async function startRedis(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, stop: () => {} };
  const port = PORT + 1;
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await sleep(500);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

interface Pair {
  senderCookie: string;
  recipientCookie: string;
  matchId: string;
}

/** 32 pairs of daters, each registered through the API (real sessions), with a match seeded in SQL. */
async function seedPairs(instance: Started, url: string): Promise<Pair[]> {
  const register = async (name: string) => {
    const response = await fetch(`${instance.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `${name}-${randomUUID().slice(0, 8)}@bench.example`, password: "correct horse battery" }),
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const user = (await response.json()) as { id: string };
    return { cookie, id: user.id };
  };
  const sql = seedClient(url);
  try {
    const pairs: Pair[] = [];
    for (let index = 0; index < B7_SENDERS; index++) {
      const sender = await register(`sender${index}`);
      const recipient = await register(`recipient${index}`);
      const [user1, user2] = sender.id < recipient.id ? [sender.id, recipient.id] : [recipient.id, sender.id];
      const matchId = randomUUID();
      await sql`insert into matches (id, user1_id, user2_id, compatibility_score, shared_mask) values (${matchId}, ${user1}, ${user2}, 8, 255)`;
      pairs.push({ senderCookie: sender.cookie, recipientCookie: recipient.cookie, matchId });
    }
    return pairs;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function runMode(
  mode: B7Mode,
  options: { benchDir: string; url: string; redisUrl: string; seconds: number; pairs: Pair[]; backgroundSeq: number },
) {
  const sql = seedClient(options.url);
  // Every mode starts from the same chats: the bench pairs' messages and outbox rows gone (so
  // no unread count grows over the rounds; the background's stay), both tables vacuumed
  // (autovacuum does not get to them between rounds).
  // Triggers off for this session only.
  await sql.unsafe("set session_replication_role = replica");
  await sql`delete from messages where match_id = any(${options.pairs.map((pair) => pair.matchId)})`;
  await sql`delete from live_events where seq > ${options.backgroundSeq}`;
  // The next seq follows the newest row again: a new instance starts reading at the newest
  // row, and would otherwise take every seq the last round used as a gap to look for.
  await sql.unsafe(`alter table live_events alter column seq restart with ${options.backgroundSeq + 1}`);
  // The same for the messages, read as their own log (decision 0056).
  const [messagesEnd] = await sql<{ max: string }[]>`select max(seq)::text as max from messages`;
  await sql.unsafe(`alter table messages alter column seq restart with ${Number(messagesEnd?.max ?? 0) + 1}`);
  await sql.unsafe("set session_replication_role = default");
  await sql.unsafe("vacuum analyze messages");
  await sql.unsafe("vacuum analyze live_events");
  await mode.prepare(sql);
  const instance = await startInstance(options.benchDir, options.url, mode.env(options.redisUrl));
  let delivered = 0;
  const pool = new StreamPool(instance.url, () => {
    delivered += 1;
  });
  try {
    if (mode.streams) {
      await Promise.all(
        options.pairs.flatMap((pair, index) => [
          pool.openOne(pair.senderCookie, index),
          pool.openOne(pair.recipientCookie, -index - 1),
        ]),
      );
    }
    await sendLoop(instance.url, options.pairs, WARM_UP_SECONDS);
    delivered = 0;
    const cpuBefore = cpuSeconds(instance.child.pid);
    const result = await sendLoop(instance.url, options.pairs, options.seconds);
    const cpuCores = (cpuSeconds(instance.child.pid) - cpuBefore) / options.seconds;
    await sleep(1_000);
    const modeResult: B7ModeResult = { id: mode.id, label: mode.label, ...result, streams: pool.open, delivered, cpuCores };
    log(
      `B7 ${mode.id}: ${modeResult.sendsPerSecond.toFixed(0)} sends/s (${result.failed} failed), ${delivered} delivered, ${cpuMsPerSend(modeResult).toFixed(2)} ms CPU per send`,
    );
    return modeResult;
  } finally {
    pool.closeAll();
    await instance.stop();
    await mode.restore(sql);
    await sql.end({ timeout: 5 });
  }
}

/** B7: message sends per second at 32 concurrent senders, live events off (the ceiling) and on with each bus, one run side by side. */
export async function runB7(options: {
  benchDir: string;
  durationSeconds: number;
  rounds: number;
  keep: boolean;
}): Promise<B7Result> {
  const url = databaseUrl(B7_DATABASE);
  await createDatabase(B7_DATABASE);
  const redis = await startRedis();
  try {
    // The first start migrates the new database; the pairs are registered through it.
    const seeding = await startInstance(options.benchDir, url, { EVENTS_BUS: "process" });
    const pairs = await seedPairs(seeding, url).finally(() => seeding.stop());
    const seed = seedClient(url);
    const backgroundSeq = await seedBackground(seed).finally(() => seed.end({ timeout: 5 }));
    const byMode = new Map<string, B7ModeResult[]>();
    // BENCH_B7_MODES=ceiling,redis runs only those (a probe; the report wants them all).
    const wanted = process.env.BENCH_B7_MODES?.split(",");
    const modesRun = B7_MODES.filter((mode) => !wanted || wanted.includes(mode.id));
    for (let round = 0; round < options.rounds; round++) {
      // Every other round runs the modes backwards, so a machine getting busier (or calmer)
      // over a round does not always favour the same mode.
      for (const mode of round % 2 === 0 ? modesRun : [...modesRun].reverse()) {
        const result = await runMode(mode, {
          benchDir: options.benchDir,
          url,
          redisUrl: redis.url,
          seconds: options.durationSeconds,
          pairs,
          backgroundSeq,
        });
        byMode.set(mode.id, [...(byMode.get(mode.id) ?? []), result]);
      }
    }
    const median = (results: B7ModeResult[]) =>
      [...results].sort((a, b) => a.sendsPerSecond - b.sendsPerSecond)[Math.floor(results.length / 2)];
    return {
      date: new Date().toISOString(),
      senders: B7_SENDERS,
      durationSeconds: options.durationSeconds,
      rounds: options.rounds,
      modes: modesRun.flatMap((mode) => median(byMode.get(mode.id) ?? []) ?? []),
      perRound: Object.fromEntries(
        [...byMode].map(([id, results]) => [id, results.map((result) => Math.round(result.sendsPerSecond))]),
      ),
      perRoundCpuMsPerSend: Object.fromEntries(
        [...byMode].map(([id, results]) => [id, results.map((result) => Math.round(cpuMsPerSend(result) * 100) / 100)]),
      ),
    };
  } finally {
    redis.stop();
    if (!options.keep) await dropDatabase(B7_DATABASE);
  }
}
