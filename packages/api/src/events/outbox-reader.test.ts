import { schema } from "@unveil/db";
import { createTestDb, type TestDb } from "@unveil/db/testing";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notice } from "./notice";
import { createOutboxReader } from "./outbox-reader";

let db: TestDb;
let matchId: string;
let users: [string, string];

beforeAll(async () => {
  db = await createTestDb();
  users = [randomUUID(), randomUUID()].sort() as [string, string];
  await db.db.insert(schema.users).values(users.map((id) => ({ id, email: `${id}@example.com`, passwordHash: "not-a-hash" })));
  matchId = randomUUID();
  await db.db
    .insert(schema.matches)
    .values({ id: matchId, user1Id: users[0], user2Id: users[1], compatibilityScore: 8, sharedMask: 255 });
});
afterAll(async () => {
  await db.close();
});

/** `count` messages in one statement (one transaction), answered in seq order. */
async function insertMessages(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    matchId,
    senderId: users[index % 2] ?? "",
    recipientId: users[(index + 1) % 2] ?? "",
    content: `message ${index}`,
  }));
  await db.db.insert(schema.messages).values(rows);
  return rows.map((row) => row.id);
}

/** Every notice the reader hands on until a read says there is no more. */
async function readAll(reader: ReturnType<typeof createOutboxReader>) {
  const notices: Notice[] = [];
  let reads = 0;
  for (let more = true; more; reads++) {
    const read = await reader.read();
    notices.push(...read.notices);
    more = read.more;
  }
  return { notices, reads };
}

describe("outbox reader: the outbox and the messages, each by seq (decision 0056)", () => {
  it("starts after what was committed before it, then hands on the new messages once, in seq order, in batches", async () => {
    await insertMessages(3);
    const reader = createOutboxReader(db.db, Date.now);
    await reader.skipToEnd();
    const sent = await insertMessages(1_200);

    const { notices, reads } = await readAll(reader);
    // 500 rows per read: the third read takes the last 200 and says there is no more.
    expect(reads).toBe(3);
    expect(notices.every((notice) => notice.k === "message")).toBe(true);
    expect(notices.flatMap((notice) => notice.ids)).toEqual(sent);
    expect((await reader.read()).notices).toEqual([]);
  });

  it("hands on the outbox's notices before the messages read with them", async () => {
    const reader = createOutboxReader(db.db, Date.now);
    await reader.skipToEnd();
    const [message] = await insertMessages(1);
    await db.db.insert(schema.liveEvents).values({ kind: "match-updated", ids: [matchId] });

    const { notices } = await readAll(reader);
    expect(notices).toEqual([
      { k: "match-updated", ids: [matchId] },
      { k: "message", ids: [message] },
    ]);
  });

  it("writes no outbox row for a message (the trigger is gone)", async () => {
    const before = await db.db.$count(schema.liveEvents);
    await insertMessages(2);
    expect(await db.db.$count(schema.liveEvents)).toBe(before);
  });
});
