import type { Database } from "@unveil/db";

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Records the text of every statement drizzle sends through `db` from now on (prepared
 * ones and raw SQL alike; a transaction's statements go through its own session and are
 * not seen), until `stop()`. Both drivers' sessions hand each statement to their logger.
 * For tests that hold a hot path to its number of statements.
 */
export function recordStatements(db: Database): { statements: string[]; stop: () => void } {
  const logger = (db as unknown as { session: { logger: QueryLogger } }).session.logger;
  const statements: string[] = [];
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, params) => {
    statements.push(query);
    logQuery(query, params);
  };
  return {
    statements,
    stop: () => {
      logger.logQuery = logQuery;
    },
  };
}
