/**
 * `pnpm test:failover` (docs/product-rules.md#beyond-one-machine): `pnpm cluster`'s
 * deployment (three instances behind HAProxy, PgBouncer, Redis) on a throw-away
 * database; every dater holds an event stream (some two) through the front door while
 * the dater mix runs, and one instance is killed with SIGKILL mid-run. Passes when no
 * acknowledged send is missing from the database, every stream is open again at the end
 * with each committed message of its chats exactly once, and at most 1 % of the
 * requests failed. Needs `pnpm build` first. Prints the figures (bench/RESULTS.md).
 */
import { everyRateLimitAt } from "@unveil/api/rate-limits";
import postgres from "postgres";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { startDeployment } from "../deployment";
import { sleep } from "../processes";
import { runDaterMix } from "./load";
import { seedDaters } from "./seed";
import { ResumingStream } from "./streams";
import { checkStreams, committedMessages, lostWrites } from "./verify";

const { values } = parseArgs({
  options: {
    daters: { type: "string", default: "40" },
    seconds: { type: "string", default: "30" },
    "kill-at": { type: "string", default: "10" },
    workers: { type: "string", default: "12" },
    // The instances on the server directly (session mode), PgBouncer left out: to tell its part in a failure.
    direct: { type: "boolean", default: false },
  },
});
const daterCount = Number(values.daters);
const seconds = Number(values.seconds);
const killAt = Number(values["kill-at"]);
const serverUrl = process.env.FAILOVER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const database = `unveil_failover_${Date.now()}_${process.pid}`;

const deployment = await startDeployment({
  serverUrl,
  database,
  port: 0,
  instances: 3,
  env: {
    IMAGE_CLASSIFIER: "off",
    ...everyRateLimitAt(1_000_000),
    ...(values.direct ? { DATABASE_URL: `${serverUrl}/${database}`, DATABASE_POOL_MODE: "session" } : {}),
  },
});
let passed = false;
try {
  const daters = await seedDaters(deployment.url, deployment.directUrl, daterCount);
  // One stream per dater, a second device for every third.
  const streams = daters.flatMap((dater) =>
    Array.from({ length: dater.index % 3 === 0 ? 2 : 1 }, () => new ResumingStream(deployment.url, dater.index, dater.cookie)),
  );
  for (const stream of streams) stream.start();
  await Promise.race([Promise.all(streams.map((stream) => stream.ready)), sleep(30_000)]);
  if (streams.some((stream) => !stream.open)) throw new Error("not every stream opened");
  const spread = Object.entries(
    streams.reduce<Record<string, number>>((count, stream) => {
      const instance = stream.instances.at(-1) ?? "?";
      return { ...count, [instance]: (count[instance] ?? 0) + 1 };
    }, {}),
  ).sort();
  // The instance holding the most streams is the one to lose.
  const victimName = [...spread].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "app1";
  const victim = deployment.instances.find((instance) => instance.name === victimName);
  if (!victim) throw new Error(`no instance ${victimName}`);

  const started = Date.now();
  let killedAt = 0;
  const killer = sleep(killAt * 1000).then(() => {
    victim.child.kill("SIGKILL");
    killedAt = (Date.now() - started) / 1000;
    console.log(`SIGKILL to ${victimName} at ${new Date().toISOString()}`);
  });
  const tally = await runDaterMix(deployment.url, daters, {
    workers: Number(values.workers),
    pauseMs: 20,
    stop: () => Date.now() - started > seconds * 1000,
  });
  await killer;
  const loadSeconds = (Date.now() - started) / 1000;

  // Delivery within 3 s of the commit (docs/product-rules.md#beyond-one-machine). On a
  // loaded machine a delivery may come later: late is reported, only missing after 15 s fails.
  const committed = await committedMessages(deployment.directUrl, daters);
  const settleStarted = Date.now();
  let check = checkStreams(streams, daters, committed, victimName);
  let missingAfter3s = check.missing;
  while ((check.missing > 0 || check.openAtEnd < check.streams) && Date.now() - settleStarted < 15_000) {
    await sleep(250);
    check = checkStreams(streams, daters, committed, victimName);
    if (Date.now() - settleStarted <= 3_000) missingAfter3s = check.missing;
  }
  const settleSeconds = (Date.now() - settleStarted) / 1000;
  for (const stream of streams) stream.close();
  const lost = lostWrites(tally.acknowledged, committed);
  const failedShare = tally.failed / Math.max(1, tally.requests);

  const figures = {
    instances: 3,
    daters: daterCount,
    streams: check.streams,
    streamsPerInstanceBeforeKill: Object.fromEntries(spread),
    killed: `${victimName} (SIGKILL at ${killedAt.toFixed(1)} s of ${loadSeconds.toFixed(1)} s)`,
    requests: tally.requests,
    requestsPerSecond: Math.round(tally.requests / loadSeconds),
    failed: tally.failed,
    failedPercent: Number((failedShare * 100).toFixed(2)),
    answersPerInstance: tally.byInstance,
    sendsAcknowledged: tally.acknowledged.length,
    acknowledgedLost: lost,
    streamsOnKilledInstance: check.onKilled,
    streamsResumedElsewhere: check.resumedElsewhere,
    streamsOpenAtEnd: check.openAtEnd,
    streamCuts: check.cuts,
    resets: check.resets,
    deliveriesExpected: check.expectedDeliveries,
    deliveriesMissingAfter3s: missingAfter3s,
    settledAfterSeconds: Number(settleSeconds.toFixed(1)),
    deliveriesMissing: check.missing,
    deliveriesDoubled: check.doubled,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (check.missingByStream.length > 0) console.log(`streams missing deliveries:\n  ${check.missingByStream.join("\n  ")}`);
  if (check.missingSamples.length > 0)
    console.log(`missing (first ${check.missingSamples.length}):\n  ${check.missingSamples.join("\n  ")}`);
  if (tally.samples.length > 0) console.log(`failures (first ${tally.samples.length}):\n  ${tally.samples.join("\n  ")}`);
  const problems = [
    lost > 0 && `${lost} acknowledged sends are not in the database`,
    failedShare > 0.01 && `${figures.failedPercent} % of the requests failed (at most 1 %)`,
    check.openAtEnd < check.streams && `${check.streams - check.openAtEnd} streams did not come back`,
    check.resumedElsewhere < check.onKilled &&
      `${check.onKilled - check.resumedElsewhere} streams of ${victimName} did not resume elsewhere`,
    check.missing > 0 && `${check.missing} deliveries missing`,
    check.doubled > 0 && `${check.doubled} deliveries doubled`,
    check.resets > 0 && `${check.resets} streams were answered "reset"`,
  ].filter(Boolean);
  for (const problem of problems) console.log(`FAILED: ${problem}`);
  passed = problems.length === 0;
  console.log(passed ? "== failover test passed" : `== failover test FAILED (logs: ${deployment.dir})`);
} finally {
  await deployment.stop();
  // The logs are kept for a failure only.
  if (passed) rmSync(deployment.dir, { recursive: true, force: true });
  const admin = postgres(`${serverUrl}/postgres`, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.end({ timeout: 5 });
}
process.exit(passed ? 0 : 1);
