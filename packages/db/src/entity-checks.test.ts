import { Column, entityKind, is, SQL, sql, Table } from "drizzle-orm";
import { PgColumn, pgTable, PgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

/**
 * drizzle's `is(value, Class)`, which patches/drizzle-orm@0.45.4.patch answers from the
 * entity kinds of the value's class chain, collected once per class (decision 0046). It
 * must answer as before: by instanceof, else by a class in the chain carrying the type's
 * kind (another copy of drizzle), and never for a non-entity.
 */
const items = pgTable("entity_check_items", { name: text("name") });

describe("drizzle's is() (patched)", () => {
  it("knows a value by its class and by every class above it", () => {
    expect(is(items.name, Column)).toBe(true);
    expect(is(items.name, PgColumn)).toBe(true);
    expect(is(items, Table)).toBe(true);
    expect(is(items, PgTable)).toBe(true);
    expect(is(sql`select 1`, SQL)).toBe(true);
    // Asked again (the kinds of the class are known by then): the same answers.
    expect([is(items.name, Column), is(items, Column), is(items.name, Table), is(sql`x`, Column)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("knows an entity of another copy of drizzle by its kind, and nothing else", () => {
    // A class that is no subclass of drizzle's SQL but carries its kind, as a second copy's SQL would.
    class OtherSql {
      static readonly [entityKind] = "SQL";
    }
    class OtherSqlChild extends OtherSql {}
    class Unrelated {
      static readonly [entityKind] = "Unrelated";
    }
    expect(is(new OtherSql(), SQL)).toBe(true);
    expect(is(new OtherSqlChild(), SQL)).toBe(true);
    expect(is(new Unrelated(), SQL)).toBe(false);
    expect(is({ queryChunks: [] }, SQL)).toBe(false);
    expect([is(null, SQL), is(undefined, SQL), is("select 1", SQL), is(1, SQL)]).toEqual([false, false, false, false]);
  });

  it("refuses a type that is no drizzle entity", () => {
    class NotAnEntity {}
    // Its type says so too; asked anyway (from untyped code), it throws.
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
