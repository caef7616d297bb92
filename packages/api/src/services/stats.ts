import { schema, type Database } from "@unveil/db";
import { gt, sql } from "drizzle-orm";

export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** Distinct users seen in the last five minutes (contract §3, §9). */
export async function countActiveUsers(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.users)
    .where(gt(schema.users.lastSeenAt, new Date(now.getTime() - ACTIVE_WINDOW_MS)));
  return Number(row?.count ?? 0);
}
