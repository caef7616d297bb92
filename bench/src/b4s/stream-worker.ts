/**
 * A child process of B4's many-streams run that holds part of the streams (one Node
 * process holding 20,000 SSE sockets would be the bottleneck, and its descriptors stop
 * at `ulimit -n`). It opens what the parent orders, on the instances named, from its
 * own source address (BENCH_LOCAL_ADDRESS, 127.0.0.x), and sends every `message`
 * event's receipt back in batches every 50 ms (the receipt's time is taken on arrival).
 */
import { setPriority } from "node:os";
import { StreamPool } from "../b4/sse-clients";
import { cpuSeconds, rssMb } from "../lib/process";
import { epochMs, type FromWorker, type Receipt, type ToWorker } from "./protocol";

setPriority(10);
const localAddress = process.env.BENCH_LOCAL_ADDRESS || undefined;
const pools = new Map<string, StreamPool>();
let pending: Receipt[] = [];

const tell = (message: FromWorker) => process.send?.(message);

function poolFor(baseUrl: string): StreamPool {
  let pool = pools.get(baseUrl);
  if (!pool) {
    pool = new StreamPool(baseUrl, (arrival) => pending.push([arrival.content, arrival.tag, epochMs(arrival.at)]), localAddress);
    pools.set(baseUrl, pool);
  }
  return pool;
}

const flushTimer = setInterval(() => {
  if (pending.length === 0) return;
  tell({ type: "receipts", receipts: pending });
  pending = [];
}, 50);

const sum = (pick: (pool: StreamPool) => number) => [...pools.values()].reduce((total, pool) => total + pick(pool), 0);

process.on("message", (message: ToWorker) => {
  if (message.type === "open") {
    const started = performance.now();
    const byInstance = new Map<string, { cookie: string; tag: number }[]>();
    for (const order of message.streams) {
      byInstance.set(order.baseUrl, [...(byInstance.get(order.baseUrl) ?? []), { cookie: order.cookie, tag: order.tag }]);
    }
    const failedBefore = sum((pool) => pool.failed);
    const perInstance = Math.max(1, Math.floor(message.concurrency / Math.max(1, byInstance.size)));
    void Promise.all([...byInstance].map(([baseUrl, streams]) => poolFor(baseUrl).openMany(streams, perInstance))).then(
      (counts) =>
        tell({
          type: "opened",
          ok: counts.reduce((total, count) => total + count, 0),
          failed: sum((pool) => pool.failed) - failedBefore,
          seconds: (performance.now() - started) / 1000,
        }),
    );
  } else if (message.type === "stats") {
    tell({
      type: "stats",
      open: sum((pool) => pool.open),
      failed: sum((pool) => pool.failed),
      endedByServer: sum((pool) => pool.endedByServer),
      heartbeats: sum((pool) => pool.heartbeats),
      events: sum((pool) => pool.events),
      rssMb: rssMb(process.pid),
      cpuSeconds: cpuSeconds(process.pid),
    });
  } else {
    clearInterval(flushTimer);
    for (const pool of pools.values()) pool.closeAll();
    if (pending.length > 0) tell({ type: "receipts", receipts: pending });
    process.disconnect?.();
    setTimeout(() => process.exit(0), 200).unref();
  }
});
