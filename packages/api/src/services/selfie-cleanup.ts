import { rowsOf } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DAY_MS, HOUR_MS } from "../rate-limits";
import { deleteStoredBytes } from "./stored-objects";

/**
 * Verification selfies are deleted 30 days after the decision (docs/product-rules.md#verification-and-date-plans).
 * Every instance runs the sweep on a timer; it runs once across them: the sweep holds a
 * transaction-level advisory lock (another instance that tries meanwhile skips), and the
 * rows it deletes are claimed by the delete itself, so two sweeps can never both delete
 * one selfie. Deleting the stored object clears the request's selfie_object_id (the
 * foreign key's ON DELETE SET NULL); the bytes go after the commit.
 */
export const SELFIE_RETENTION_MS = 30 * DAY_MS;
const SWEEP_INTERVAL_MS = HOUR_MS;
/** Selfies deleted per transaction; a sweep repeats until none are due. */
const SWEEP_BATCH = 500;
/** The advisory lock's key: any fixed bigint no other job uses ("selfie" in ASCII). */
const SWEEP_LOCK_KEY = 0x73656c666965;

/** One sweep; answers how many selfies it deleted (0 when another instance holds the sweep). */
export async function deleteExpiredSelfies(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - SELFIE_RETENTION_MS);
  let total = 0;
  for (;;) {
    const deleted = await deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`),
      );
      if (!lock?.locked) return null;
      const rows = await tx.execute(sql`
        delete from stored_objects
        where id in (
          select selfie_object_id from verification_requests
          where selfie_object_id is not null and decided_at is not null
            and decided_at < ${cutoff.toISOString()}::timestamptz
          order by decided_at
          limit ${SWEEP_BATCH}::int)
        returning id`);
      return rowsOf<{ id: string }>(rows).map((row) => row.id);
    });
    if (!deleted) return total;
    await deleteStoredBytes(deps, deleted);
    total += deleted.length;
    if (deleted.length < SWEEP_BATCH) return total;
  }
}

/** Sweeps now and then every hour, until stopped (graceful shutdown). The timer never keeps the process alive. */
export function startSelfieCleanup(deps: AppDeps): () => void {
  const sweep = () => {
    deleteExpiredSelfies(deps).catch((error: unknown) => {
      console.warn("selfie clean-up failed:", error instanceof Error ? error.message : error);
    });
  };
  const first = setTimeout(sweep, 10_000);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
