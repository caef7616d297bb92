/**
 * B4 with many streams (issue 32): three app instances on one PostgreSQL database, the
 * live events' bus PostgreSQL NOTIFY or Redis, N streams spread over the instances and
 * held by 2+ generator processes, sends spread over the instances; every send answered
 * 201 is matched with its receipt on each stream of its chat's two sides.
 *
 *   pnpm --filter @unveil/bench b4-streams [--streams 20000] [--bus postgres|redis]
 *     [--generators 2] [--rate 30] [--seconds 60] [--reuse] [--keep]
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg, setPriority } from "node:os";
import path from "node:path";
import { loadB1Targets, seedB1 } from "../b1/seed";
import { pickWithin, withPartners } from "../b4/daters";
import { startInstance } from "../b4/instance";
import { Deliveries, sendAtRate } from "../b4/sender";
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from "../lib/pg";
import { cpuSeconds, rssMb, type Started } from "../lib/process";
import { log, seededRandom, sleep } from "../lib/stats";
import { forkGenerator, startRedisServer, type Generator } from "./generators";
import { ReceiptLog } from "./receipts";
import { renderManyStreams, type ManyStreamsResult } from "./render";

const benchDir = path.resolve(import.meta.dirname, "..", "..");
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const flag = (name: string) => process.argv.includes(`--${name}`);

const streams = Number(option("streams", "600"));
const bus = option("bus", "postgres");
const generatorCount = Number(option("generators", "2"));
const ratePerSecond = Number(option("rate", "30"));
const seconds = Number(option("seconds", "30"));
const reuse = flag("reuse");
const keep = flag("keep") || reuse;
/** Ports near the helpers' range; the Redis one next to them. */
const PORTS = [3351, 3352, 3353] as const;
const REDIS_PORT = 3359;
const DATABASE = "unveil_bench_streams";
if (bus !== "postgres" && bus !== "redis") throw new Error("--bus postgres|redis");

async function main() {
  setPriority(10);
  // Enough daters that `streams` of them have a chat (about 98 % do with two matches each).
  const sizes = { daters: Math.ceil(streams * 1.1) + 500, matches: 2 * (Math.ceil(streams * 1.1) + 500), messages: 50_000 };
  const url = databaseUrl(DATABASE);
  if (reuse && (await databaseExists(DATABASE))) log(`reusing ${DATABASE}`);
  else {
    log(`seeding ${DATABASE}: ${sizes.daters} daters, ${sizes.matches} matches`);
    await createDatabase(DATABASE);
    await seedB1(url, sizes);
  }
  const daters = withPartners(await loadB1Targets(url));
  if (daters.length < streams) throw new Error(`only ${daters.length} daters with a chat for ${streams} streams`);
  const sides = new Map<string, number[]>();
  for (const dater of daters.slice(0, streams)) {
    for (const chat of dater.chats) sides.set(chat.matchId, [dater.index, chat.partner]);
  }
  const redis = bus === "redis" ? await startRedisServer(REDIS_PORT) : null;
  const busEnv: Record<string, string> = redis ? { EVENTS_BUS: "redis", REDIS_URL: redis.url } : { EVENTS_BUS: "postgres" };
  const instances: Started[] = [];
  const generators: Generator[] = [];
  const receipts = new ReceiptLog();
  try {
    for (const port of PORTS) instances.push(await startInstance(benchDir, url, port, busEnv));
    for (let index = 0; index < generatorCount; index++) {
      generators.push(forkGenerator(`127.0.0.${index + 2}`, (batch) => receipts.add(batch)));
    }
    await sleep(2_000);
    const rssIdle = instances.map((instance) => rssMb(instance.child.pid));
    const instanceOf = (tag: number) => tag % PORTS.length;
    const orders = daters.slice(0, streams).map((dater) => ({
      cookie: dater.cookie,
      tag: dater.index,
      baseUrl: instances[instanceOf(dater.index)]?.url ?? "",
    }));
    const opening = performance.now();
    const opened = await Promise.all(
      generators.map((generator, g) =>
        generator.open(
          orders.filter((_, i) => i % generatorCount === g),
          100,
        ),
      ),
    );
    const openSeconds = (performance.now() - opening) / 1000;
    const openFailed = opened.reduce((total, one) => total + one.failed, 0);
    log(`${streams - openFailed} of ${streams} streams open in ${openSeconds.toFixed(1)} s (${openFailed} failed)`);
    await sleep(3_000);
    const loadBefore = loadavg();
    const cpuBefore = [...instances.map((i) => cpuSeconds(i.child.pid)), ...generators.map((g) => cpuSeconds(g.child.pid))];
    const windowStart = performance.now();
    const sends = PORTS.map((_, index) => new Deliveries(`b4s-${index}`));
    const sent = await Promise.all(
      instances.map((instance, index) =>
        sendAtRate({
          baseUrl: instance.url,
          ratePerSecond: ratePerSecond / PORTS.length,
          durationMs: seconds * 1000,
          maxInFlight: 20,
          pick: pickWithin(daters, streams, seededRandom(17 + index)),
          deliveries: sends[index] as Deliveries,
        }),
      ),
    );
    await sleep(3_000);
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const cpuAfter = [...instances.map((i) => cpuSeconds(i.child.pid)), ...generators.map((g) => cpuSeconds(g.child.pid))];
    const stats = await Promise.all(generators.map((generator) => generator.stats()));
    await sleep(200);
    const summary = receipts.summary(
      sends.map((deliveries, instance) => ({ instance, sent: deliveries.all() })),
      (entry) => sides.get(entry.matchId ?? "") ?? [],
      instanceOf,
    );
    const result: ManyStreamsResult = {
      at: new Date().toISOString(),
      bus,
      streams,
      generators: generatorCount,
      open: stats.reduce((total, one) => total + one.open, 0),
      openFailed,
      openSeconds,
      endedByServer: stats.reduce((total, one) => total + one.endedByServer, 0),
      heartbeats: stats.reduce((total, one) => total + one.heartbeats, 0),
      ratePerSecond,
      seconds,
      skipped: sent.reduce((total, one) => total + one.skipped, 0),
      failed: sent.reduce((total, one) => total + one.failed, 0),
      receipts: summary,
      instanceRssMb: instances.map((instance) => rssMb(instance.child.pid)),
      instanceRssIdleMb: rssIdle,
      cpuCores: cpuAfter.map((after, index) => (after - (cpuBefore[index] ?? 0)) / windowSeconds),
      generatorRssMb: stats.map((one) => one.rssMb),
      loadBefore,
      loadAfter: loadavg(),
      fdLimit: execSync("ulimit -n", { shell: "/bin/sh" }).toString().trim(),
    };
    mkdirSync(path.join(benchDir, "results"), { recursive: true });
    writeFileSync(path.join(benchDir, "results", `b4-streams-${bus}-${streams}.json`), JSON.stringify(result, null, 2));
    console.log(renderManyStreams(result));
  } finally {
    for (const generator of generators) await generator.close();
    for (const instance of instances) await instance.stop();
    await redis?.stop();
    if (!keep) await dropDatabase(DATABASE);
  }
}

await main();
