import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./testing";

/**
 * postgres.js 3.4.9 could pipeline a plain query onto a connection right behind a
 * `BEGIN`: that query then ran inside someone else's transaction and vanished when the
 * transaction rolled back, and later transactions failed with UNSAFE_TRANSACTION
 * (porsager/postgres#823, #1189, #1210). Our patch (patches/postgres@3.4.9.patch)
 * reserves the connection as soon as `BEGIN` is written. This test is the repro the
 * patch was made from: a small pool, short pipelines, slow queries holding
 * connections, plain writes and rolled-back transactions all at once.
 */

// postgres.js itself with named prepared statements: the server, past any pooler.
let database: ThrowAwayDatabase;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await createThrowAwayDatabase("unveil_driver");
  // max_pipeline is a postgres.js option its type definitions leave out.
  const shortPipelines = { max_pipeline: 2 };
  sql = postgres(database.url, { ...shortPipelines, max: 3, prepare: true, onnotice: () => {} });
  await sql`create table writes (id serial primary key, kind text not null)`;
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await database?.drop();
});

class Rollback extends Error {}

describe("postgres.js under transactions mixed with pipelined queries", () => {
  it("never runs a plain query inside another caller's transaction", async () => {
    const rounds = 20;
    const unexpected: unknown[] = [];
    for (let round = 0; round < rounds; round++) {
      // Queries are lazy until awaited; execute() sends them now, so every connection
      // is busy with a slow query and one pipelined insert when the BEGINs arrive
      // (sql.begin sends its BEGIN at once): each BEGIN then fills a pipeline.
      const slow = Array.from({ length: 3 }, () => sql`select pg_sleep(0.02)`.execute());
      const plainBefore = Array.from({ length: 3 }, () => sql`insert into writes (kind) values ('plain')`.execute());
      const rolledBack = Array.from({ length: 5 }, () =>
        sql
          .begin(async (tx) => {
            await tx`insert into writes (kind) values ('rolled back')`;
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) unexpected.push(error);
          }),
      );
      const plainAfter = Array.from({ length: 3 }, () => sql`insert into writes (kind) values ('plain')`.execute());
      const settled = await Promise.allSettled([...slow, ...plainBefore, ...rolledBack, ...plainAfter]);
      for (const result of settled) if (result.status === "rejected") unexpected.push(result.reason);
    }
    const counts = await sql<{ kind: string; count: number }[]>`
      select kind, count(*)::int as count from writes group by kind order by kind`;
    expect(unexpected).toEqual([]);
    expect(counts).toEqual([{ kind: "plain", count: rounds * 6 }]);
  });
});
