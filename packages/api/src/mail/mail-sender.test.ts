import { createDb, schema } from "@unveil/db";
import { createTestDb, testServerConnection, type TestDb } from "@unveil/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../test/smtp-catcher";
import { createMailSender, type MailSender } from "./mail-sender";
import { queueMail } from "./queue";
import { createSmtpTransport } from "./smtp-transport";

const SOON = { timeout: 10_000 };

/** docs/product-rules.md#mail: sent after commit over real SMTP, by any instance, exactly once, retried while the server is down. */
let db: TestDb;
let catcher: SmtpCatcher & { close(): Promise<void> };
const FROM = "Unveil <no-reply@localhost>";
const FAST_RETRY = { firstRetryMs: 100, maxRetryMs: 400 };
const senders: MailSender[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  db = await createTestDb();
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  for (const sender of senders) await sender.stop();
  await catcher.close();
  await db.close();
});

async function startSender(database = db.db): Promise<MailSender> {
  const sender = createMailSender({
    db: database,
    transport: createSmtpTransport(catcher.url, FROM),
    retry: FAST_RETRY,
    warn: (fields, message) => warnings.push(`${message} ${JSON.stringify(fields)}`),
  });
  senders.push(sender);
  await sender.start();
  return sender;
}

const arrivedFor = (to: string) => catcher.mails.filter((mail) => mail.recipients.includes(to));
const outboxRow = async (to: string) => (await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)))[0];

describe("the mail sender over SMTP", () => {
  it("sends the text and HTML parts with the exact subject and headers once the transaction commits, then blanks the bodies", async () => {
    const sender = await startSender();
    await sender.idle();
    const link = "http://localhost:3000/?verify=tok_en-1";
    await db.db.transaction(async (tx) => {
      await queueMail(tx, { kind: "confirm-email", to: "first@example.com", code: "ABCD2345", link });
    });
    const committedAt = Date.now();
    // Found by the sender's next poll (every second), with no wake-up from the transaction.
    await expect.poll(() => arrivedFor("first@example.com").length, SOON).toBe(1);
    expect(arrivedFor("first@example.com")[0]!.at.getTime() - committedAt).toBeLessThan(3_000);
    const [mail] = arrivedFor("first@example.com");
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe("Confirm your email for Unveil");
    expect(parsed.from?.text).toBe('"Unveil" <no-reply@localhost>');
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(parsed.text?.split("\n")).toEqual(expect.arrayContaining(["ABCD2345", link]));
    expect(parsed.html).toContain(`href="${link}"`);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    await sender.idle();
    await expect.poll(async () => (await outboxRow("first@example.com"))?.sentAt, SOON).toBeInstanceOf(Date);
    expect(await outboxRow("first@example.com")).toMatchObject({ attempts: 1, text: "", html: "", lastError: null });
  });

  it("sends every mail exactly once while two instances race for them", async () => {
    // A second instance: on PostgreSQL its own connection pool on the same database.
    const second = db.databaseUrl ? await createDb({ ...testServerConnection(db.label), maxConnections: 4 }) : undefined;
    const recipients = Array.from({ length: 40 }, (_, index) => `race-${index}@example.com`);
    const before = catcher.mails.length;
    await db.db.transaction(async (tx) => {
      for (const to of recipients) await queueMail(tx, { kind: "password-changed", to });
    });
    const a = await startSender();
    const b = await startSender(second?.db ?? db.db);
    a.nudge();
    b.nudge();
    await catcher.waitForMails(before + recipients.length);
    await Promise.all([a.idle(), b.idle()]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const to of recipients) expect(arrivedFor(to), to).toHaveLength(1);
    const rows = await db.db.select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.to, recipients));
    expect(rows.every((row) => row.sentAt && row.attempts === 1)).toBe(true);
    await a.stop();
    await b.stop();
    await second?.close();
  });

  it("keeps a mail queued while the SMTP server is down and sends it exactly once when the server is back", async () => {
    await catcher.stop();
    const sender = await startSender();
    await queueMail(db.db, { kind: "password-reset", to: "down@example.com", link: "http://localhost:3000/?reset=abc" });
    await expect.poll(async () => (await outboxRow("down@example.com"))?.attempts ?? 0, SOON).toBeGreaterThanOrEqual(2);
    const failed = await outboxRow("down@example.com");
    expect(failed).toMatchObject({ sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.lastError).not.toContain("down@example.com");
    expect(warnings.join("\n")).toMatch(/not sent, will retry .*"kind":"password-reset"/);
    expect(warnings.join("\n")).not.toContain("@example.com");

    const backAt = Date.now();
    await catcher.start();
    await expect.poll(() => arrivedFor("down@example.com").length, SOON).toBe(1);
    const deliveredAfterMs = arrivedFor("down@example.com")[0]!.at.getTime() - backAt;
    await sender.idle();
    // Several more retry periods: still one copy.
    await new Promise((resolve) => setTimeout(resolve, 4 * FAST_RETRY.maxRetryMs));
    expect(arrivedFor("down@example.com")).toHaveLength(1);
    const sent = await outboxRow("down@example.com");
    expect(sent?.sentAt).toBeInstanceOf(Date);
    console.info(
      `[measure] SMTP down then back (${db.label === "pglite" ? "PGlite" : "PostgreSQL"}): ${failed?.attempts} failed tries while down, ` +
        `delivered ${deliveredAfterMs} ms after the server came back (retry cap ${FAST_RETRY.maxRetryMs} ms), ` +
        `${arrivedFor("down@example.com").length} copy, ${sent?.attempts} tries in all`,
    );
    expect(deliveredAfterMs).toBeLessThan(FAST_RETRY.maxRetryMs + 2_000);
  });
});
