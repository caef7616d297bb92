/**
 * `pnpm cluster`: three app instances behind HAProxy, with PgBouncer and Redis, on this
 * machine (README "Running more than one instance"). Needs `pnpm build` first and the
 * PostgreSQL server at CLUSTER_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432).
 * Options: --port (default 8080), --instances (3), --database (unveil_cluster).
 * Ctrl-C stops everything, front door first.
 */
import { parseArgs } from "node:util";
import { startDeployment } from "./deployment";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8080" },
    instances: { type: "string", default: "3" },
    database: { type: "string", default: "unveil_cluster" },
  },
});

const deployment = await startDeployment({
  serverUrl: process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432",
  database: values.database,
  port: Number(values.port),
  instances: Number(values.instances),
});

const [redis, pgbouncer] = deployment.services;
console.log(`Unveil: http://localhost:${new URL(deployment.url).port} (HAProxy)`);
for (const instance of deployment.instances)
  console.log(`  ${instance.name}: http://127.0.0.1:${instance.port} (pid ${instance.child.pid})`);
console.log(`  pgbouncer: 127.0.0.1:${pgbouncer?.port} (transaction pooling) -> ${deployment.directUrl}`);
console.log(`  redis: 127.0.0.1:${redis?.port}`);
console.log(`  configuration and logs: ${deployment.dir}`);
console.log("Ctrl-C stops everything.");

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping…");
  void deployment.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// An instance that dies on its own is reported; HAProxy sends its traffic to the others.
for (const service of deployment.services) {
  void service.exited.then((code) => {
    if (!stopping) console.log(`${service.name} exited (${code}); see ${service.logFile}`);
  });
}
