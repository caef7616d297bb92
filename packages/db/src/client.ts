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
  /** In-memory PGlite only: start from this data folder (a `dumpDataDir` tarball), not initdb. */
  pgliteSnapshot?: Blob | undefined;
}

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;

export interface DbHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /**
   * LISTENs on `channel`. PostgreSQL: postgres.js holds one dedicated connection for
   * all of this handle's channels (outside the pool); it cannot go through a
   * transaction-mode pooler (PgBouncer), which drops LISTEN between transactions.
   * PGlite: the same in-process database delivers its own NOTIFYs at commit.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  close(): Promise<void>;
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
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // Prepared statements make the hot polling queries cheaper on a real server.
      prepare: true,
    });
    const db = drizzlePostgres({ client: alwaysPrepared(client), schema });
    return {
      db,
      driver: "postgres",
      listen: async (channel, onPayload) => {
        const request = await client.listen(channel, onPayload);
        return () => request.unlisten();
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
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
 */
function alwaysPrepared<Client extends PostgresClient>(client: Client): Client {
  // Built once per client view: drizzle reads `unsafe` for every query it sends.
  const unsafe = (query: string, params?: unknown[], queryOptions?: Record<string, unknown>) =>
    client.unsafe(query, params as never, { ...queryOptions, prepare: true });
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
                ? (inner: PostgresClient) => (arg as (c: PostgresClient) => unknown)(alwaysPrepared(inner))
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
