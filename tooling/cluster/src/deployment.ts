import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startHaproxy } from "./haproxy";
import { assertBuilt, startInstance, waitHealthy } from "./instances";
import { startPgBouncer } from "./pgbouncer";
import { freePort, stopService, type Service } from "./processes";
import { startRedis } from "./redis";

export interface DeploymentOptions {
  /** The PostgreSQL server (no database in the path), reached directly. */
  serverUrl: string;
  /** The database; created when missing. */
  database: string;
  /** HAProxy's port (0 = any free one). */
  port: number;
  instances: number;
  /** More environment for every instance (after the deployment's own). */
  env?: NodeJS.ProcessEnv;
}

export interface Deployment {
  url: string;
  dir: string;
  instances: Service[];
  services: Service[];
  /** The environment every instance runs with. */
  env: NodeJS.ProcessEnv;
  directUrl: string;
  stop(): Promise<void>;
}

async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${database}`;
    if (found.length === 0) await admin.unsafe(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

const urlOf = (server: string, database: string) => {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A deployment on one machine, every piece a Debian package but the app: Redis,
 * PgBouncer (transaction pooling) in front of the PostgreSQL server, `instances` app
 * instances (the production build) sharing one environment, HAProxy in front of
 * them. Configuration and logs go to a fresh folder under the OS temp folder.
 * docs/product-rules.md#beyond-one-machine; README "Running more than one instance".
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  assertBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), "unveil-cluster-"));
  const services: Service[] = [];
  const instances: Service[] = [];
  // Whatever way this process ends, nothing it started outlives it.
  process.once("exit", () => {
    for (const service of services) if (service.child.exitCode === null) service.child.kill("SIGKILL");
  });
  const stop = async () => {
    // Front door first (no new requests), then the instances (they drain), then what they use.
    for (const service of [...services].reverse()) await stopService(service);
  };
  try {
    await ensureDatabase(options.serverUrl, options.database);
    const redis = await startRedis(dir);
    services.push(redis);
    const server = new URL(options.serverUrl);
    const pgbouncer = await startPgBouncer(dir, { upstreamPort: Number(server.port || 5432) });
    services.push(pgbouncer);
    const port = options.port || (await freePort());
    const pooled = new URL(options.serverUrl);
    pooled.host = `127.0.0.1:${pgbouncer.port}`;
    const directUrl = urlOf(options.serverUrl, options.database);
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir);
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: urlOf(pooled.toString(), options.database),
      DATABASE_POOL_MODE: "transaction",
      DATABASE_DIRECT_URL: directUrl,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      TRUSTED_PROXIES: "127.0.0.1",
      APP_ORIGIN: `http://localhost:${port}`,
      // One folder for every instance's stored images (on several machines: S3).
      DATA_DIR: dataDir,
      ...options.env,
    };
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    // Started together: migrations run one at a time under their advisory lock.
    for (const [index, instancePort] of ports.entries()) {
      instances.push(startInstance(dir, `app${index + 1}`, instancePort, env));
    }
    services.push(...instances);
    await Promise.all(instances.map((instance) => waitHealthy(instance)));
    services.push(await startHaproxy(dir, port, ports));
    return { url: `http://127.0.0.1:${port}`, dir, instances, services, env, directUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
