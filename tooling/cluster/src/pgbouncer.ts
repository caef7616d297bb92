import { execFileSync } from "node:child_process";
import { chownSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, isListening, startService, waitUntil, type Service } from "./processes";

/**
 * PgBouncer (Debian's `pgbouncer`, 1.18) in transaction pooling in front of the
 * PostgreSQL server at 127.0.0.1:`upstreamPort`, every database name passed through
 * (`*`). 1.18 has no prepared-statement support at all: the app must not name
 * statements (DATABASE_POOL_MODE=transaction, docs/product-rules.md#beyond-one-machine).
 * Trust authentication, on 127.0.0.1 only: a local deployment and CI.
 */
export async function startPgBouncer(dir: string, options: { upstreamPort?: number; poolSize?: number } = {}): Promise<Service> {
  const port = await freePort();
  const authFile = path.join(dir, "pgbouncer-users.txt");
  const configFile = path.join(dir, "pgbouncer.ini");
  writeFileSync(authFile, '"postgres" ""\n');
  writeFileSync(
    configFile,
    [
      "[databases]",
      `* = host=127.0.0.1 port=${options.upstreamPort ?? 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${authFile}`,
      "pool_mode = transaction",
      "max_client_conn = 5000",
      `default_pool_size = ${options.poolSize ?? 20}`,
      // postgres.js names itself; anything else a driver sends at start-up is ignored.
      "ignore_startup_parameters = extra_float_digits,options",
      "server_reset_query =",
      "log_connections = 0",
      "log_disconnections = 0",
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root: it then runs as the postgres account (-u).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    for (const file of [dir, authFile, configFile]) chownSync(file, uid, gid);
  }
  const service = startService("pgbouncer", "pgbouncer", [...(asRoot ? ["-u", "postgres"] : []), configFile], { dir, port });
  await waitUntil(() => isListening(port), "pgbouncer", 10_000, service);
  return service;
}
