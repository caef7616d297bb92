/** B4 (c): B1's dater mix on one instance, polling against streams, in the same run. */
import type autocannon from "autocannon";
import { daterMix, REQUESTS_PER_DATER_PER_SECOND, runLoad, type LoadResult } from "../b1/load";
import type { B1Targets } from "../b1/seed";
import { cpuSeconds, rssMb, type Started } from "../lib/process";
import { log, seededRandom, sleep } from "../lib/stats";
import { pickWithin, type Dater } from "./daters";
import { summaryLine } from "./instance";
import { Deliveries, sendAtRate, type DeliverySummary } from "./sender";
import { StreamPool } from "./sse-clients";

/** One message per dater per 30 s (spec §9). */
export const SENDS_PER_DATER_PER_SECOND = 1 / 30;
const ONLINE_DATERS = 5_000;

export interface MixResult {
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
}

/** (c) B1's dater mix on one instance: polls (spec §9) against streams for chat and badge, in the same run. */
export async function measureMix(
  targets: B1Targets,
  daters: Dater[],
  instance: Started,
  durationSeconds: number,
): Promise<MixResult> {
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
