import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "./client";
import { prepareDatabase } from "./migrate";
import { PERSONALITY_QUESTIONS } from "./questions";
import * as schema from "./schema";
import { createTestDb, type TestDb } from "./testing";

let handle: TestDb;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const user = (id: string, email: string) => ({ id, email, passwordHash: "x" });

describe("migrations and seed", () => {
  it("seeds the 15 questions with 15 distinct categories, idempotently", async () => {
    await prepareDatabase(handle);
    const rows = await handle.db.select().from(schema.questions).orderBy(schema.questions.id);
    expect(rows).toHaveLength(15);
    expect(rows.map((row) => row.id)).toEqual(PERSONALITY_QUESTIONS.map((q) => q.id));
    expect(new Set(rows.map((row) => row.category)).size).toBe(15);
  });

  it("creates the covering match indexes", async () => {
    const result = await handle.db.execute(
      sql`select indexname from pg_indexes where tablename = 'profiles' and indexname like 'profiles_match_%' order by 1`,
    );
    const names = rowsOf<{ indexname: string }>(result).map((row) => row.indexname);
    expect(names).toEqual(["profiles_match_geo_idx", "profiles_match_probe_idx"]);
  });
});

describe("constraints", () => {
  it("keeps emails unique regardless of case", async () => {
    await handle.db.insert(schema.users).values(user("u-case-1", "case@example.com"));
    await expect(handle.db.insert(schema.users).values(user("u-case-2", "CASE@example.com"))).rejects.toThrow();
  });

  it("stores a pair once, in order, whichever side found the other", async () => {
    await handle.db.insert(schema.users).values([user("pair-a", "pa@example.com"), user("pair-b", "pb@example.com")]);
    const base = { compatibilityScore: 5, sharedMask: 31 };
    await handle.db.insert(schema.matches).values({ id: "m1", user1Id: "pair-a", user2Id: "pair-b", ...base });
    await expect(
      handle.db.insert(schema.matches).values({ id: "m2", user1Id: "pair-b", user2Id: "pair-a", ...base }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(schema.matches).values({ id: "m3", user1Id: "pair-a", user2Id: "pair-b", ...base }),
    ).rejects.toThrow();
  });

  it("cascades a user's deletion to sessions and matches but keeps reports about them", async () => {
    await handle.db.insert(schema.users).values([user("del-a", "da@example.com"), user("del-b", "db@example.com")]);
    await handle.db.insert(schema.sessions).values({ id: "s-del", userId: "del-a", expiresAt: new Date(Date.now() + 60_000) });
    await handle.db
      .insert(schema.matches)
      .values({ id: "m-del", user1Id: "del-a", user2Id: "del-b", compatibilityScore: 4, sharedMask: 15 });
    await handle.db.insert(schema.reports).values([
      { id: "r-by", reporterId: "del-a", reportType: "bug", description: "filed by the deleted user" },
      { id: "r-about", reporterId: "del-b", reportedUserId: "del-a", reportType: "user", description: "about the deleted user" },
    ]);
    await handle.db.delete(schema.users).where(sql`${schema.users.id} = 'del-a'`);

    expect(
      await handle.db
        .select()
        .from(schema.sessions)
        .where(sql`${schema.sessions.id} = 's-del'`),
    ).toHaveLength(0);
    expect(
      await handle.db
        .select()
        .from(schema.matches)
        .where(sql`${schema.matches.id} = 'm-del'`),
    ).toHaveLength(0);
    const reports = await handle.db.select().from(schema.reports).orderBy(schema.reports.id);
    expect(reports.map((r) => [r.id, r.reporterId, r.reportedUserId])).toEqual([
      ["r-about", "del-b", "del-a"],
      ["r-by", null, null],
    ]);
  });
});
