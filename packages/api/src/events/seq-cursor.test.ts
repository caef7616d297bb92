import { describe, expect, it } from "vitest";
import { GAP_WAIT_MS, MAX_GAPS, SeqCursor } from "./seq-cursor";

describe("SeqCursor", () => {
  it("remembers a skipped seq as a gap until it shows", () => {
    let now = 0;
    const cursor = new SeqCursor(() => now);
    cursor.skipTo(10);
    cursor.advance([13, 11]);
    expect(cursor.position).toBe(13);
    expect(cursor.gapSeqs()).toEqual([12]);
    now += 1_000;
    cursor.advance([12, 14]);
    expect(cursor.position).toBe(14);
    expect(cursor.gapSeqs()).toEqual([]);
  });

  it("gives a gap up after GAP_WAIT_MS (a rollback)", () => {
    let now = 0;
    const cursor = new SeqCursor(() => now);
    cursor.skipTo(0);
    cursor.advance([2]);
    now += GAP_WAIT_MS;
    cursor.advance([]);
    expect(cursor.gapSeqs()).toEqual([1]);
    now += 1;
    cursor.advance([]);
    expect(cursor.gapSeqs()).toEqual([]);
    expect(cursor.position).toBe(2);
  });

  it("looks for at most MAX_GAPS, the newest", () => {
    const cursor = new SeqCursor(() => 0);
    cursor.skipTo(0);
    cursor.advance([MAX_GAPS + 501]);
    const gaps = cursor.gapSeqs();
    expect(gaps).toHaveLength(MAX_GAPS);
    expect(Math.min(...gaps)).toBe(501);
    expect(Math.max(...gaps)).toBe(MAX_GAPS + 500);
  });

  it("forgets every gap when it skips to the end", () => {
    const cursor = new SeqCursor(() => 0);
    cursor.skipTo(0);
    cursor.advance([5]);
    cursor.skipTo(20);
    expect(cursor.gapSeqs()).toEqual([]);
    expect(cursor.position).toBe(20);
  });
});
