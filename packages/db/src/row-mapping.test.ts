import { asc, eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "./testing";

/**
 * drizzle's row mapping, which patches/drizzle-orm@0.45.4.patch works out once per query's
 * fields instead of per row (decision 0044): decoders, nested objects, a left join's
 * missing side as null, on a query run many times and on another query over the same
 * tables.
 */
const parents = pgTable("row_mapping_parents", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
});
const children = pgTable("row_mapping_children", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id").notNull(),
  name: text("name").notNull(),
});

let handle: TestDb;
const at = new Date("2026-11-26T10:00:00.000Z");

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create table row_mapping_parents (id integer primary key, at timestamptz not null)`);
  await handle.db.execute(
    sql`create table row_mapping_children (id integer primary key, parent_id integer not null, name text not null)`,
  );
  await handle.db.insert(parents).values([
    { id: 1, at },
    { id: 2, at },
  ]);
  await handle.db.insert(children).values({ id: 10, parentId: 1, name: "ten" });
});

afterAll(async () => {
  await handle.close();
});

describe("drizzle's row mapping", () => {
  it("maps columns with their decoders, nests objects and gives a missing left-joined side as null, every time", async () => {
    const query = handle.db
      .select({
        id: parents.id,
        at: parents.at,
        child: { id: children.id, name: children.name },
        twice: sql<number>`${parents.id} * 2`.mapWith(Number),
      })
      .from(parents)
      .leftJoin(children, eq(children.parentId, parents.id))
      .orderBy(asc(parents.id))
      .prepare("row_mapping_nested");
    const expected = [
      { id: 1, at, child: { id: 10, name: "ten" }, twice: 2 },
      { id: 2, at, child: null, twice: 4 },
    ];
    for (let run = 0; run < 3; run++) expect(await query.execute()).toEqual(expected);
  });

  it("maps a flat selection of a left join column by column, nulls as null", async () => {
    const rows = await handle.db
      .select({ parentId: parents.id, childName: children.name })
      .from(parents)
      .leftJoin(children, eq(children.parentId, parents.id))
      .orderBy(asc(parents.id));
    expect(rows).toEqual([
      { parentId: 1, childName: "ten" },
      { parentId: 2, childName: null },
    ]);
    expect(rows[0]?.parentId).toBeTypeOf("number");
  });
});
