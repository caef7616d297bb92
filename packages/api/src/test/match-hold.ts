import { schema, type Database } from "@unveil/db";
import { eq } from "drizzle-orm";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A writer that holds the match row the way a send, a delete or a block does, and
 * pauses before committing. Only PostgreSQL can show another request waiting
 * meanwhile: PGlite runs one statement at a time, so nothing overlaps there.
 */
export async function holdMatch(db: Database, matchId: string, work: (tx: Transaction) => Promise<void>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await tx.select({ id: schema.matches.id }).from(schema.matches).where(eq(schema.matches.id, matchId)).for("no key update");
    await work(tx);
    held();
    await gate;
  });
  await isHeld;
  return { release: async () => (release(), await done) };
}

/** A promise and whether it has settled yet. */
export function track<T>(promise: Promise<T>) {
  const state = { settled: false, promise: promise.finally(() => (state.settled = true)) };
  return state;
}
