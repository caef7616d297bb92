import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type postgres from "postgres";

/** One way of running the sends: what the database does in the writing transaction, and which bus. */
export interface B7Mode {
  id: "ceiling" | "trigger-notify" | "after-commit-notify" | "redis";
  label: string;
  /** Streams held by every dater while the sends run (live events on). */
  streams: boolean;
  env: (redisUrl: string) => Record<string, string>;
  /** SQL run before the instance starts (and `restore` after it stops). */
  prepare: (sql: postgres.Sql) => Promise<void>;
  restore: (sql: postgres.Sql) => Promise<void>;
}

const LIVE_TABLES = ["messages", "matches", "sessions"] as const;

const setTriggers = async (sql: postgres.Sql, enabled: boolean) => {
  for (const table of LIVE_TABLES) await sql.unsafe(`alter table ${table} ${enabled ? "enable" : "disable"} trigger user`);
};

const MIGRATIONS = fileURLToPath(new URL("../../../packages/db/migrations/", import.meta.url));

/** The statement of `file` (split at drizzle's breakpoints) that creates function `name`. */
function functionFrom(file: string, name: string): string {
  const statements = readFileSync(path.join(MIGRATIONS, file), "utf8").split("--> statement-breakpoint");
  const found = statements.find((statement) => statement.includes(`create or replace function ${name}(`));
  if (!found) throw new Error(`${file} has no function ${name}`);
  // Drop the comments and statements before it (0018 has index statements on the same chunk).
  const text = found.slice(found.indexOf(`create or replace function ${name}(`)).trim();
  return text.endsWith(";") ? text.slice(0, -1) : text;
}

/** Migration 0018's outbox writer (what the triggers call today). */
const OUTBOX_WRITER = functionFrom("0018_live_events_outbox.sql", "unveil_record_ids");

/**
 * Before 0018: the same triggers NOTIFY inside the writing transaction. Migration 0004's
 * unveil_notify_ids under the name today's triggers call.
 */
const NOTIFY_WRITER = functionFrom("0004_live_events.sql", "unveil_notify_ids").replace(
  "function unveil_notify_ids(",
  "function unveil_record_ids(",
);

/**
 * Before 0020 (decision 0056) a message's insert also had its trigger: 0018's function (calling
 * the writer above) and 0004's trigger, restored for the "before" mode only.
 */
const MESSAGES_INSERTED = functionFrom("0018_live_events_outbox.sql", "unveil_messages_inserted");
const MESSAGES_INSERT_TRIGGER = `create trigger messages_live_insert after insert on messages
  referencing new table as new_rows for each statement execute function unveil_messages_inserted()`;

const nothing = () => Promise.resolve();

export const B7_MODES: B7Mode[] = [
  {
    id: "ceiling",
    label: "live events off (the ceiling): no trigger, no bus, no stream",
    streams: false,
    env: () => ({ EVENTS_BUS: "process" }),
    prepare: (sql) => setTriggers(sql, false),
    restore: (sql) => setTriggers(sql, true),
  },
  {
    id: "trigger-notify",
    label: "before: the triggers call pg_notify in the writing transaction",
    streams: true,
    // The instance LISTENs as it did then; nothing is published after commit.
    env: () => ({ EVENTS_BUS: "postgres" }),
    prepare: async (sql) => {
      await sql.unsafe(NOTIFY_WRITER);
      await sql.unsafe(MESSAGES_INSERTED);
      await sql.unsafe(MESSAGES_INSERT_TRIGGER);
    },
    restore: async (sql) => {
      await sql.unsafe("drop trigger messages_live_insert on messages");
      await sql.unsafe("drop function unveil_messages_inserted()");
      await sql.unsafe(OUTBOX_WRITER);
    },
  },
  {
    id: "after-commit-notify",
    label: "after commit, PostgreSQL NOTIFY bus (the default with DATABASE_URL)",
    streams: true,
    env: () => ({}),
    prepare: nothing,
    restore: nothing,
  },
  {
    id: "redis",
    label: "after commit, Redis pub/sub bus and stores (REDIS_URL)",
    streams: true,
    env: (redisUrl) => ({ REDIS_URL: redisUrl }),
    prepare: nothing,
    restore: nothing,
  },
];
