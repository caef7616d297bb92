/** One B4 app instance (an API server process) and how a delivery summary is logged. */
import { everyRateLimitAt } from "@unveil/api/rate-limits";
import path from "node:path";
import { startServer, type Started } from "../lib/process";
import type { DeliverySummary } from "./sender";

export function startInstance(benchDir: string, url: string, port: number, env: Record<string, string> = {}): Promise<Started> {
  return startServer({
    name: `app instance :${port}`,
    command: "node",
    args: ["--import", "tsx", "src/test/api-server-process.ts"],
    cwd: path.resolve(benchDir, "..", "packages", "api"),
    env: {
      NODE_ENV: "production",
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: path.join(benchDir, ".data"),
      IMAGE_CLASSIFIER: "off",
      ...everyRateLimitAt(1_000_000),
      ...env,
    },
    port,
    readyPath: "/api/health",
  });
}

export const summaryLine = (d: DeliverySummary) =>
  `${d.delivered}/${d.answered201} delivered (${d.duplicates} twice), send→event p50 ${Math.round(d.p50)} ms p95 ${Math.round(d.p95)} ms max ${Math.round(d.max)} ms, 201→event p95 ${Math.round(d.after201P95)} ms`;
