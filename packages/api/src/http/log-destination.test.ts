import { describe, expect, it } from "vitest";
import { batchedLines } from "./log-destination";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("batchedLines (the server log's stdout)", () => {
  it("hands the lines of one turn on in one write, in order", async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) }, () => {});
    lines.write("a\n");
    lines.write("b\n");
    lines.write("c\n");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n"]);
    lines.write("d\n");
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n", "d\n"]);
  });

  it("writes nothing for a turn without lines", async () => {
    const writes: string[] = [];
    batchedLines({ write: (text) => writes.push(text) }, () => {});
    await nextTurn();
    expect(writes).toEqual([]);
  });

  it("at exit writes the sink's own buffer, then what is pending, synchronously", () => {
    const calls: string[] = [];
    const lines = batchedLines(
      { write: (text) => calls.push(`write ${text}`), flushSync: () => calls.push("flushSync") },
      (text) => calls.push(`writeSync ${text}`),
    );
    lines.write("last words\n");
    lines.flushSync();
    expect(calls).toEqual(["flushSync", "writeSync last words\n"]);
    lines.flushSync();
    expect(calls).toEqual(["flushSync", "writeSync last words\n", "flushSync"]);
  });
});
