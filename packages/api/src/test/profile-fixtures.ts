import { schema, type Database } from "@unveil/db";
import { eq } from "drizzle-orm";

/** The ids of the stored objects a user owns (photos, uploads, chat images): what a refused or deleted photo must not leave. */
export async function storedObjectIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: schema.storedObjects.id })
    .from(schema.storedObjects)
    .where(eq(schema.storedObjects.ownerId, userId));
  return rows.map((row) => row.id);
}
