import { existsSync } from "node:fs";
import path from "node:path";
import { HEALTH_PATH } from "./haproxy";
import { REPO_ROOT, startService, waitUntil, type Service } from "./processes";

const WEB_DIR = path.join(REPO_ROOT, "apps/web");

/** Fails unless `pnpm build` has made the production build the instances run. */
export function assertBuilt(): void {
  if (!existsSync(path.join(WEB_DIR, ".next/BUILD_ID"))) {
    throw new Error("No production build in apps/web/.next: run `pnpm build` first");
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * One app instance: the production server (`node --import tsx server.ts`, as
 * `pnpm start`) on 127.0.0.1:`port` with the deployment's environment, ready once its
 * health path answers 200.
 */
export function startInstance(dir: string, name: string, port: number, env: NodeJS.ProcessEnv): Service {
  return startService(name, process.execPath, ["--import", "tsx", "server.ts"], {
    dir,
    port,
    cwd: WEB_DIR,
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1" },
  });
}

export async function waitHealthy(instance: Service, timeoutMs = 120_000): Promise<void> {
  await waitUntil(() => healthy(instance.port), instance.name, timeoutMs, instance);
}
