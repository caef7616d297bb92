import { writeSync } from "node:fs";
import { pino } from "pino";

interface LineSink {
  write(text: string): unknown;
  flushSync?: () => void;
}

/**
 * The log's lines of one event-loop turn in one write (bench/notes.md, B1: a write per
 * request line was the logger's main cost under load). Lines keep their order and are
 * handed on at the end of the turn they were logged in; at exit whatever is pending is
 * written synchronously, so an exit (a crash included) loses no line that was logged.
 */
export function batchedLines(sink: LineSink, writeSync: (text: string) => void) {
  let pending = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === "") return;
    const text = pending;
    pending = "";
    sink.write(text);
  };
  return {
    write(line: string): void {
      pending += line;
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    /** At exit: the sink's own buffer (the older lines), then what is pending, synchronously. */
    flushSync(): void {
      try {
        sink.flushSync?.();
      } catch {
        // Already ended (pino's own exit handler may have run first): nothing of it is left.
      }
      if (pending === "") return;
      const text = pending;
      pending = "";
      writeSync(text);
    },
  };
}

/** The server's stdout: pino's asynchronous destination, fed once per event-loop turn. */
export function batchedStdout() {
  const lines = batchedLines(pino.destination({ dest: 1, sync: false }), (text) => writeSync(1, text));
  process.once("exit", () => lines.flushSync());
  return lines;
}
