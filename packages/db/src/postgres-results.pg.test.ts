import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./testing";

/**
 * Our postgres.js patch (patches/postgres@3.4.9.patch, decision 0046) makes a statement's
 * signature once per text and types, and a result's five fields private fields behind
 * accessors. What a caller sees must not change: a text with the same types is prepared
 * once and reused, the same text with other types is a statement of its own, and a result
 * is an array of its rows whose fields read and write but are no keys of it.
 */
let database: ThrowAwayDatabase;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await createThrowAwayDatabase("unveil_results");
  sql = postgres(database.url, { max: 1, prepare: true, onnotice: () => {} });
  await sql`create table items (id int primary key, name text not null)`;
  await sql`insert into items values (1, 'one'), (2, 'two')`;
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await database?.drop();
});

describe("postgres.js statements and results (patched)", () => {
  it("prepares a text once per types: the same statement again, another for other types", async () => {
    // As our client sends them (client.ts, withPrepare): named prepared statements.
    const prepared = { prepare: true };
    const text = "select $1::text as v";
    const first = await sql.unsafe(text, ["a"], prepared);
    const again = await sql.unsafe(text, ["b"], prepared);
    // A parameter of a given type (text, oid 25) instead of one PostgreSQL infers.
    const otherTypes = await sql.unsafe(text, [sql.typed("c", 25)], prepared);
    expect([first[0]?.v, again[0]?.v, otherTypes[0]?.v]).toEqual(["a", "b", "c"]);
    expect(again.statement).toBe(first.statement);
    expect(otherTypes.statement).not.toBe(first.statement);
    // A new string with the same text is the same statement.
    const rebuilt = await sql.unsafe(["select $1::text", "as v"].join(" "), ["d"], prepared);
    expect(rebuilt.statement).toBe(first.statement);
    expect(rebuilt[0]?.v).toBe("d");
  });

  it("answers rows as an array with count, command, columns, state and statement, none of them keys", async () => {
    const result = await sql`select id, name from items order by id`;
    expect(Array.isArray(result)).toBe(true);
    expect([...result]).toEqual([
      { id: 1, name: "one" },
      { id: 2, name: "two" },
    ]);
    expect(Object.keys(result)).toEqual(["0", "1"]);
    expect(JSON.stringify(result)).toBe('[{"id":1,"name":"one"},{"id":2,"name":"two"}]');
    expect(result.count).toBe(2);
    expect(result.command).toBe("SELECT");
    expect(result.columns.map((column) => column.name)).toEqual(["id", "name"]);
    expect(result.state).toBeTruthy();
    expect(result.statement.string).toBe("select id, name from items order by id");
    // Derived arrays are plain arrays, as before.
    expect(result.map((row) => Number(row.id)).constructor).toBe(Array);
    const update = await sql`update items set name = name where id > 0`;
    expect([update.count, update.command, update.length]).toEqual([2, "UPDATE", 0]);
  });

  it("answers each statement of a simple-protocol text with its own result", async () => {
    // One result per statement (postgres.js's types describe the rows of one).
    const results = (await sql.unsafe("select 1 as a; select 2 as b, 3 as c").simple()) as unknown as postgres.RowList<
      postgres.Row[]
    >[];
    expect(results.map((result) => [result.command, result.count, [...result]])).toEqual([
      ["SELECT", 1, [{ a: 1 }]],
      ["SELECT", 1, [{ b: 2, c: 3 }]],
    ]);
  });
});
