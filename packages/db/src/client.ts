import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;

/** The one database type every service takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbOptions {
  /** PostgreSQL connection string; unset = embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; unset (or `memory`) = in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * `transaction`: `databaseUrl` is a transaction-mode pooler (PgBouncer): no named
   * prepared statements and no session state, and LISTEN goes to `directUrl`
   * (docs/product-rules.md#beyond-one-machine). Unset = `session` (a plain server).
   */
  poolMode?: PoolMode | undefined;
  /** The server itself, past any pooler: LISTEN (and migrations, `prepareDatabaseAtStart`) in `transaction` mode. */
  directUrl?: string | undefined;
  /** In-memory PGlite only: start from this data folder (a `dumpDataDir` tarball), not initdb. */
  pgliteSnapshot?: Blob | undefined;
}

/** How `databaseUrl` hands out server connections: a whole session, or one per transaction (PgBouncer). */
export type PoolMode = "session" | "transaction";

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;

/**
 * An instance's own PostgreSQL connections for the live events' bus
 * (docs/decisions/0029-events-after-commit.md): NOTIFY from one connection, outside every
 * write transaction; LISTEN on one more, held by postgres.js for all channels. Neither
 * may go through a transaction-mode pooler (PgBouncer drops LISTEN between transactions).
 */
export interface NotifyConnection {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface DbHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** PostgreSQL only: opens the live events bus's connections (directUrl, else databaseUrl). */
  openNotifyConnection?: () => NotifyConnection;
  /**
   * LISTENs on `channel`. PostgreSQL: postgres.js holds one dedicated connection for
   * all of this handle's channels (outside the pool); it cannot go through a
   * transaction-mode pooler (PgBouncer), which drops LISTEN between transactions, so
   * in `transaction` mode that connection goes to `directUrl`.
   * PGlite: the same in-process database delivers its own NOTIFYs at commit.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  close(): Promise<void>;
}

/** NOTIFY and LISTEN on their own connections to `url` (never the pool's). */
function openNotifyConnection(url: string): NotifyConnection {
  // A wake-up need not be durable (a lost one costs the catch-up read's second): without
  // waiting for its commit's WAL flush, a NOTIFY holds PostgreSQL's global notify lock briefly.
  // `url` is the server itself (a transaction-mode pool needs `directUrl`), so its one
  // statement, `select pg_notify($1, $2)`, is prepared once on the connection.
  const client = postgres(url, { max: 1, onnotice: () => {}, prepare: true, connection: { synchronous_commit: "off" } });
  return {
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    listen: async (channel, onPayload) => {
      const request = await client.listen(channel, onPayload);
      return () => request.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * PGlite's own start parameters plus smaller memory settings (decision 0018, measured
 * in bench/notes.md). PGlite's WebAssembly memory only ever grows, so whatever a
 * setting lets PostgreSQL touch once stays in the process's RSS: PostgreSQL's default
 * shared_buffers (128 MB) alone is ~140 MB of it; 16 MB holds this app's hot pages.
 * maintenance_work_mem bounds the peak of CREATE INDEX in migrations (64 MB default).
 * Durability is PGlite's as it ships: every commit's WAL is written to the data
 * folder before the answer, with fsync off (decision 0018).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["shared_buffers=16MB", "maintenance_work_mem=16MB"].flatMap((setting) => ["-c", setting]),
];

/** Opens PGlite (on disk or in memory) when no DATABASE_URL is given, else PostgreSQL. */
export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  let client: PGlite;
  if (options.dataDir && options.dataDir !== "memory") {
    const folder = path.resolve(options.dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    if (!existsSync(path.join(folder, "PG_VERSION"))) await initDataFolderInChildProcess(folder);
    client = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
  } else {
    client = await PGlite.create({ startParams: PGLITE_START_PARAMS, loadDataDir: options.pgliteSnapshot });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: "pglite",
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string, options: DbOptions): DbHandle {
  const pooled = options.poolMode === "transaction";
  if (pooled && !options.directUrl) throw new Error("A transaction-mode pool needs a direct URL for LISTEN");
  // PgBouncer 1.18 releases the server connection at the first ReadyForQuery: a query
  // pipelined behind it on the same client connection got its answer "when not linked"
  // (its log) and never resolved, and the hub's delivery queue behind it stalled (the
  // failover test). Behind a pooler, one query at a time per connection (max_pipeline 0,
  // a postgres.js option its type definitions leave out).
  const pipeline = pooled ? { max_pipeline: 0 } : {};
  const client = postgres(databaseUrl, {
    ...pipeline,
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    // Prepared statements make the hot polling queries cheaper on a real server. A
    // transaction pooler hands each transaction another server connection, where a
    // statement prepared on the last one does not exist: unnamed statements only.
    prepare: !pooled,
  });
  const db = drizzlePostgres({ client: withPrepare(client, !pooled), schema });
  // LISTEN's own connection: the pool's in session mode, the server's past the pooler.
  let listener: PostgresClient | undefined;
  const listenClient = () => (pooled ? (listener ??= postgres(options.directUrl ?? "", { max: 1, onnotice: () => {} })) : client);
  return {
    db,
    driver: "postgres",
    openNotifyConnection: () => openNotifyConnection(options.directUrl ?? databaseUrl),
    listen: async (channel, onPayload) => {
      const request = await listenClient().listen(channel, onPayload);
      return () => request.unlisten();
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), listener?.end({ timeout: 5 })]);
    },
  };
}

/**
 * Creates a new PGlite data folder (initdb) in a short-lived child process. Done in
 * this process, initdb's own WebAssembly instance and the copy of the fresh folder
 * leave ~550 MB in the RSS for good (WebAssembly memory is never given back);
 * measured in bench/notes.md, decision 0018.
 */
async function initDataFolderInChildProcess(folder: string): Promise<void> {
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const pg = await PGlite.create(${JSON.stringify(folder)}); await pg.close();`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "--eval", script], (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not create the embedded database in ${folder}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

type PostgresClient = ReturnType<typeof postgres>;

/**
 * drizzle's postgres.js driver passes `prepare: false` for every query not built with
 * `.prepare(name)`, which overrides the client's `prepare: true`: PostgreSQL then
 * parses and plans each statement on every call. This view of the client keeps
 * statements prepared (postgres.js caches them per connection by their text), also
 * inside transactions and savepoints. Measured on the chat poll (bench/RESULTS.md,
 * B1): most of the database time per request was parse and plan. Statements without
 * parameters (migrations, `set local`) use the simple protocol either way.
 * With `prepare` false (behind a transaction pooler) it is the other way round: the
 * queries built with `.prepare(name)` ask for `prepare: true`, and must not get it.
 */
function withPrepare<Client extends PostgresClient>(client: Client, prepare: boolean): Client {
  // Built once per client view: drizzle reads `unsafe` for every query it sends.
  const unsafe = (query: string, params?: unknown[], queryOptions?: Record<string, unknown>) =>
    client.unsafe(query, params as never, { ...queryOptions, prepare });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin" || property === "savepoint") {
        const original = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) =>
          original.apply(
            target,
            args.map((arg) =>
              typeof arg === "function"
                ? (inner: PostgresClient) => (arg as (c: PostgresClient) => unknown)(withPrepare(inner, prepare))
                : arg,
            ),
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** postgres.js answers a row array, PGlite `{ rows }`: one shape for raw SQL results. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
