import type { Database } from "@unveil/db";

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Records the text of every statement drizzle sends through `db` from now on, prepared
 * ones and raw SQL alike, in transactions begun meanwhile too (not their begin and
 * commit), until `stop()`. Both drivers' sessions hand each statement to their logger.
 * For tests that hold a hot path to its number of statements.
 */
export function recordStatements(
  db: Database,
  /** Called as each statement is handed on, before it runs. */
  onStatement: (query: string) => void = () => {},
): { statements: string[]; sentAt: number[]; stop: () => void } {
  const session = (db as unknown as { session: { logger: QueryLogger; options: { logger?: QueryLogger } } }).session;
  const { logger, options } = session;
  const optionsLogger = options.logger;
  const statements: string[] = [];
  /** When each statement was handed on (performance.now()), by index. */
  const sentAt: number[] = [];
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, params) => {
    statements.push(query);
    sentAt.push(performance.now());
    onStatement(query);
    logQuery(query, params);
  };
  // A transaction's session takes its logger from the options.
  options.logger = logger;
  return {
    statements,
    sentAt,
    stop: () => {
      logger.logQuery = logQuery;
      options.logger = optionsLogger;
    },
  };
}
