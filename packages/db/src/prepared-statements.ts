import type { Database } from "./client";

const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * A drizzle prepared query (`.prepare(name)` with `sql.placeholder`s), built once per
 * database handle and reused. For the statements every poll runs (session check, chat
 * poll, unread count): building a drizzle query costs more Node CPU than PostgreSQL
 * spends executing it (bench/RESULTS.md, B1). Keyed by the handle, so a transaction
 * gets its own and a test database never sees another's.
 */
export function preparedOnce<Query>(db: Database, name: string, build: (db: Database) => Query): Query {
  let forDb = built.get(db);
  if (!forDb) {
    forDb = new Map();
    built.set(db, forDb);
  }
  let query = forDb.get(name) as Query | undefined;
  if (query === undefined) {
    query = build(db);
    forDb.set(name, query);
  }
  return query;
}
