import { schema } from "@unveil/db";
import { createTestDb, type TestDb } from "@unveil/db/testing";
import { simpleParser } from "mailparser";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { createEmlTransport } from "./eml-transport";
import { createMailSender } from "./mail-sender";
import { MAIL_GIVE_UP_MS } from "./outbox-store";
import { queueMail } from "./queue";

const SOON = { timeout: 10_000 };

/** docs/product-rules.md#mail: without SMTP_URL each mail is an .eml file under {DATA_DIR}/outbox, logged by file and kind only. */
let db: TestDb;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), "unveil-mail-"));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded outbox folder", () => {
  it("writes an RFC 5322 file with both parts and logs its name and kind, never the address", async () => {
    const config = readServerConfig({ DATA_DIR: dataDir, APP_ORIGIN: "https://unveil.example" });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: "Unveil <no-reply@unveil.example>",
      outboxDir: path.join(dataDir, "outbox"),
    });
    const logged: { file: string; kind: string }[] = [];
    const sender = createMailSender({
      db: db.db,
      transport: createEmlTransport({
        outboxDir: config.mail.outboxDir,
        from: config.mail.from,
        log: (line) => logged.push(line),
      }),
    });
    await sender.start();
    await queueMail(db.db, {
      kind: "confirm-email",
      to: "eml@example.com",
      code: "WXYZ2345",
      link: "https://unveil.example/?verify=t",
    });
    await expect.poll(() => logged.length, SOON).toBe(1);
    await sender.stop();

    const [name] = readdirSync(config.mail.outboxDir);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-confirm-email-[0-9a-f-]{36}\.eml$/);
    expect(logged).toEqual([{ file: path.join(config.mail.outboxDir, name!), kind: "confirm-email" }]);
    expect(JSON.stringify(logged)).not.toContain("eml@example.com");
    const raw = readFileSync(path.join(config.mail.outboxDir, name!), "utf8");
    expect(raw).toContain("\r\n");
    expect(raw.replaceAll("\r\n", "")).not.toContain("\n");
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Confirm your email for Unveil");
    expect(parsed.to && "text" in parsed.to ? parsed.to.text : undefined).toBe("eml@example.com");
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(parsed.text?.split("\n")).toContain("WXYZ2345");
    expect(parsed.html).toContain("WXYZ2345");
  });

  it("gives a mail up after 24 h without acceptance and blanks its bodies", async () => {
    let offsetMs = 0;
    const sent: string[] = [];
    const sender = createMailSender({
      db: db.db,
      transport: {
        send: (mail) => {
          sent.push(mail.to);
          return Promise.reject(new Error("451 try again later"));
        },
        close: () => {},
      },
      now: () => new Date(Date.now() + offsetMs),
      warn: () => {},
    });
    await queueMail(db.db, { kind: "password-changed", to: "late@example.com" });
    sender.nudge();
    await sender.idle();
    expect(sent).toEqual(["late@example.com"]);
    offsetMs = MAIL_GIVE_UP_MS + 60_000;
    sender.nudge();
    await sender.idle();
    await sender.stop();
    expect(sent).toEqual(["late@example.com"]);
    const late = (await db.db.select().from(schema.mailOutbox)).find((mail) => mail.to === "late@example.com");
    expect(late).toMatchObject({ sentAt: null, attempts: 1, text: "", html: "", lastError: "451 try again later" });
  });
});
