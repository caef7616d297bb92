import { createTestDb, type TestDb } from "@unveil/db/testing";
import { rowsOf, schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueMail } from "./outbox-store";
import { queueMail } from "./queue";

/**
 * docs/product-rules.md#mail: a mail exists exactly when the change that causes it commits;
 * the transaction does nothing else (no NOTIFY: docs/product-rules.md#beyond-one-machine).
 */
let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const mail = (to: string) => ({ kind: "password-changed" as const, to });

describe("queueMail", () => {
  it("writes the rendered mail in the caller's transaction and sends no NOTIFY from it", async () => {
    // The channel an earlier version notified from this transaction.
    const wakeUps: string[] = [];
    const unlisten = await db.listen("mail_outbox", (payload) => wakeUps.push(payload));
    await db.db.transaction(async (tx) => {
      await queueMail(tx, mail("queued@example.com"));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await unlisten();
    expect(wakeUps).toEqual([]);
    // And no function the triggers run calls pg_notify (0018_live_events_outbox).
    const notifying = await db.db.execute(
      sql`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prosrc ilike '%pg_notify%'`,
    );
    expect(rowsOf(notifying)).toEqual([]);
    const [row] = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, "queued@example.com"));
    expect(row).toMatchObject({
      kind: "password-changed",
      subject: "Your Unveil password was changed",
      attempts: 0,
      sentAt: null,
    });
    expect(row?.text).toContain("password of your Unveil account was just changed");
    expect(row?.html).toContain("<!doctype html>");
  });

  it("leaves nothing behind when the transaction rolls back", async () => {
    await expect(
      db.db.transaction(async (tx) => {
        await queueMail(tx, mail("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, "rolled-back@example.com"));
    expect(rows).toEqual([]);
  });

  it("is due to a sender whose clock reads the millisecond it was queued in (the stamp holds microseconds)", async () => {
    await queueMail(db.db, mail("same-ms@example.com"));
    const [row] = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, "same-ms@example.com"));
    // Read back as a Date: the stamp's millisecond, its microseconds cut (PostgreSQL; PGlite stamps whole milliseconds).
    const claimed = await claimDueMail(db.db, row!.nextAttemptAt, 20, 60_000);
    expect(claimed.map((claim) => claim.to)).toContain("same-ms@example.com");
  });
});
