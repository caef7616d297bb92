import { everyRateLimitAt } from "@unveil/api/rate-limits";
import path from "node:path";
import { startServer, type Started } from "./process";

/** Limits are per user (docs/product-rules.md#limits); load tests send more than a person would, so they are raised. */
const LOAD_RATE_LIMITS = everyRateLimitAt(1_000_000);

export interface OurServerOptions {
  webDir: string;
  benchDir: string;
  databaseUrl: string;
  port: number;
  cpuProfileDir?: string;
}

/** The node arguments: `node --import tsx server.ts`, exactly what `pnpm start` runs. */
export function ourServerArgs(options: OurServerOptions): string[] {
  return [
    ...(options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
    "--import",
    "tsx",
    "server.ts",
  ];
}

export function ourServerCommand(options: OurServerOptions): string {
  return `cd apps/web && NODE_ENV=production DATABASE_URL=${options.databaseUrl} PORT=${options.port} HOSTNAME=127.0.0.1 RATE_LIMIT_*=1000000 nice -n 10 node ${ourServerArgs(options).join(" ")}`;
}

/** The production server (apps/web/server.ts, built `.next`), on real PostgreSQL. */
export function startOurServer(options: OurServerOptions): Promise<Started> {
  return startServer({
    name: "our server",
    command: "node",
    args: ourServerArgs(options),
    cwd: options.webDir,
    env: {
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: path.join(options.benchDir, ".data"),
      NEXT_TELEMETRY_DISABLED: "1",
      ...LOAD_RATE_LIMITS,
    },
    port: options.port,
    readyPath: "/api/stats/active-users",
  });
}
