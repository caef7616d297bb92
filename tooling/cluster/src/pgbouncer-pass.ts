/**
 * `pnpm test:pgbouncer [-- <command…>]`: the integration suites of the packages that
 * touch a database (api, db; or the command given) with every test database reached through PgBouncer in transaction
 * pooling (Debian's pgbouncer on a free port), and a direct URL for what must bypass it:
 * creating and dropping databases, migrations and LISTEN
 * (docs/product-rules.md#beyond-one-machine). The server: TEST_DATABASE_DIRECT_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPgBouncer } from "./pgbouncer";
import { REPO_ROOT, stopService } from "./processes";

const direct = new URL(
  process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const command = process.argv.slice(2).filter((arg) => arg !== "--");
// Default: the suites that touch a database (web's and the validators' never do).
const everySuite = ["pnpm", "exec", "turbo", "run", "test", "--concurrency=1", "--filter=@unveil/db", "--filter=@unveil/api"];
const [program = "pnpm", ...args] = command.length > 0 ? command : everySuite;

const dir = mkdtempSync(path.join(tmpdir(), "unveil-pgbouncer-"));
const pgbouncer = await startPgBouncer(dir, { upstreamPort: Number(direct.port || 5432) });
const pooled = new URL(direct);
pooled.host = `127.0.0.1:${pgbouncer.port}`;
console.log(
  `== through PgBouncer (transaction pooling) at ${pooled.host}, direct ${direct.host}: ${[program, ...args].join(" ")}`,
);

const started = Date.now();
const code = await new Promise<number>((resolve) => {
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      TEST_DATABASE_URL: pooled.toString(),
      TEST_DATABASE_POOL_MODE: "transaction",
      TEST_DATABASE_DIRECT_URL: direct.toString(),
    },
  });
  child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await stopService(pgbouncer);
console.log(
  `== PgBouncer pass ${code === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s (log: ${pgbouncer.logFile})`,
);
process.exit(code);
