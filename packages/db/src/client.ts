import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { mkdirSync } from "node:fs";
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
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: "pglite",
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
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
