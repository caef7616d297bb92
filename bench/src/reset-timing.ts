/**
 * The time `POST /api/password-reset` takes for a registered and for an unknown address
 * (docs/product-rules.md#accounts: "similar timing"; docs/decisions/0024-password-reset-timing.md).
 * The API server without Next (packages/api/src/test/api-server-process.ts) in its own
 * process over PostgreSQL, then over PGlite; 200 calls of each kind in a shuffled order
 * after a warm-up, one at a time with a gap between them. The mail limit is lifted,
 * so every call for the registered address makes a link and a mail: the most work it
 * can cause. `pnpm --filter @unveil/bench reset-timing`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { everyRateLimitAt } from "@unveil/api/rate-limits";
import { createDatabase, databaseUrl, dropDatabase } from "./lib/pg";
import { startServer } from "./lib/process";
import { fmt, log, median, quantile, sleep } from "./lib/stats";

const CALLS = 200;
const WARM_UP = 30;
/** Between calls: the previous call's after-answer work is long done (it takes a few ms). */
const GAP_MS = 40;
const PORT = 3420;
const KNOWN = "known.dater@example.com";

async function measure(driver: "postgresql" | "pglite"): Promise<{ known: number[]; unknown: number[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unveil-reset-timing-"));
  const dbName = "unveil_bench_reset_timing";
  if (driver === "postgresql") await createDatabase(dbName);
  // The server in its own process, as in production: its after-answer work never holds up this client.
  const server = await startServer({
    name: `API (${driver})`,
    command: "node",
    args: ["--import", "tsx", "src/test/api-server-process.ts"],
    cwd: path.resolve(import.meta.dirname, "..", "..", "packages", "api"),
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      IMAGE_CLASSIFIER: "off",
      ...everyRateLimitAt(1_000_000),
      ...(driver === "postgresql" ? { DATABASE_URL: databaseUrl(dbName) } : {}),
    },
    port: PORT,
    readyPath: "/api/health",
  });
  const post = (pathname: string, body: unknown) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  await post("/api/register", { email: KNOWN, password: "correct horse battery" });
  const order = [...Array<boolean>(CALLS).fill(true), ...Array<boolean>(CALLS).fill(false)];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? false, order[index] ?? false];
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  let call = 0;
  for (const isKnown of [...Array.from({ length: WARM_UP }, (_, index) => index % 2 === 0), ...order]) {
    const email = isKnown ? KNOWN : `nobody.${call}@example.com`;
    const started = performance.now();
    const answer = await post("/api/password-reset", { email });
    await answer.arrayBuffer();
    const took = performance.now() - started;
    if (answer.status !== 202) throw new Error(`unexpected ${answer.status}`);
    if (call++ >= WARM_UP) (isKnown ? times.known : times.unknown).push(took);
    await sleep(GAP_MS);
  }
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (driver === "postgresql") await dropDatabase(dbName);
  return times;
}

for (const driver of ["postgresql", "pglite"] as const) {
  log(`${driver}: ${CALLS} calls each, shuffled`);
  const { known, unknown } = await measure(driver);
  const row = (label: string, values: number[]) =>
    `${label.padEnd(10)} median ${fmt(median(values), 2)} ms, p90 ${fmt(quantile(values, 0.9), 2)} ms`;
  console.log(row("known", known));
  console.log(row("unknown", unknown));
  console.log(`difference of the medians: ${fmt(Math.abs(median(known) - median(unknown)), 2)} ms`);
}
