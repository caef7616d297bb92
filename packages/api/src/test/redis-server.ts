import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";

/**
 * A Redis for a test file: TEST_REDIS_URL (or REDIS_URL) when set, else a private
 * `redis-server` on a free port (no persistence), started here and stopped on close.
 * Undefined only when neither is available, so a machine with Debian's redis-server
 * needs no setup (docs/product-rules.md#beyond-one-machine).
 */
export interface TestRedis {
  url: string;
  close(): Promise<void>;
}

const hasRedisServer = () => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** Whether a Redis can be had at all (for `describe.skipIf`). */
export const redisAvailable = Boolean(process.env.TEST_REDIS_URL ?? process.env.REDIS_URL) || hasRedisServer();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on("error", () => {});
    try {
      await client.connect();
      if ((await client.ping()) === "PONG") return;
    } catch {
      if (Date.now() > deadline) throw new Error("redis-server did not answer within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  const given = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
  if (given) return { url: given, close: () => Promise.resolve() };
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url, child);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
