import type { Database } from "@unveil/db";
import { createLucia, type AppLucia } from "./auth/lucia";
import type { ServerConfig } from "./env";

/** Everything a service may need, built once per process and passed in (never imported). */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  lucia: AppLucia;
  /** The current time; tests may pin it. */
  now: () => Date;
}

export function createAppDeps(options: { db: Database; config: ServerConfig; now?: () => Date }): AppDeps {
  const secureCookies = options.config.appOrigin?.startsWith("https:") ?? false;
  return {
    db: options.db,
    config: options.config,
    lucia: createLucia(options.db, { secureCookies }),
    now: options.now ?? (() => new Date()),
  };
}
