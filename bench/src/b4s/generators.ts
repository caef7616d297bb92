/** The stream-holding child processes of B4's many-streams run, and a private redis-server for the Redis bus. */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import path from "node:path";
import { stopChild } from "../lib/process";
import { sleep } from "../lib/stats";
import type { FromWorker, Receipt, StreamOrder, ToWorker, WorkerStats } from "./protocol";

export interface Generator {
  child: ChildProcess;
  localAddress: string;
  /** Opens these streams; settles with how many opened and failed. */
  open(streams: StreamOrder[], concurrency: number): Promise<{ ok: number; failed: number; seconds: number }>;
  stats(): Promise<WorkerStats>;
  close(): Promise<void>;
}

/** Forks one generator (`stream-worker.ts`) whose sockets leave from `localAddress`. */
export function forkGenerator(localAddress: string, onReceipts: (receipts: Receipt[]) => void): Generator {
  const child = fork(path.join(import.meta.dirname, "stream-worker.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_LOCAL_ADDRESS: localAddress },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<string, (message: FromWorker) => void>();
  child.on("message", (message: FromWorker) => {
    if (message.type === "receipts") onReceipts(message.receipts);
    else waiting.get(message.type)?.(message);
  });
  const ask = <T extends FromWorker["type"]>(order: ToWorker, answer: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve) => {
      waiting.set(answer, (message) => resolve(message as Extract<FromWorker, { type: T }>));
      child.send(order);
    });
  return {
    child,
    localAddress,
    open: (streams, concurrency) => ask({ type: "open", streams, concurrency }, "opened"),
    stats: () => ask({ type: "stats" }, "stats"),
    async close() {
      if (child.connected) child.send({ type: "close" } satisfies ToWorker);
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      await Promise.race([exited, sleep(5_000)]);
      await stopChild(child);
    },
  };
}

/** Debian's redis-server on 127.0.0.1:`port`, in memory only; answers its stop. */
export async function startRedisServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  for (let tries = 0; !(await listening()); tries++) {
    if (tries > 50 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await sleep(200);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
