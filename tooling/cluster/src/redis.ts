import { freePort, isListening, startService, waitUntil, type Service } from "./processes";

/** Debian's `redis-server` on 127.0.0.1, in memory only (no snapshots, no append-only file). */
export async function startRedis(dir: string): Promise<Service> {
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir];
  const service = startService("redis", "redis-server", args, { dir, port });
  await waitUntil(() => isListening(port), "redis-server", 10_000, service);
  return service;
}
