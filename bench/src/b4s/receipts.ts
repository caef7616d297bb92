/** Receipts of B4's many-streams run: each send answered 201 against every stream that should have got it. */
import type { Sent } from "../b4/sender";
import { quantile } from "../lib/stats";
import { epochMs, type Receipt } from "./protocol";

/** The sends of one sending instance, by content. */
export interface SendsFrom {
  instance: number;
  sent: ReadonlyMap<string, Readonly<Sent>>;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ReceiptSummary {
  answered201: number;
  expected: number;
  received: number;
  missing: number;
  doubled: number;
  /** From the 201 (the send's acknowledgement) to each stream's receipt; negative when the event came first. */
  after201: LatencySummary;
  /** From the send's start. */
  afterStart: LatencySummary;
  /** From the 201, streams on the sending instance / on another instance. */
  sameInstance: LatencySummary;
  otherInstance: LatencySummary;
  sendAnswered: LatencySummary;
}

const summarize = (values: number[]): LatencySummary => ({
  count: values.length,
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  p99: quantile(values, 0.99),
  max: quantile(values, 1),
});

/** Every receipt, by content, then by the stream's tag: the times it arrived there. */
export class ReceiptLog {
  private readonly byContent = new Map<string, Map<number, number[]>>();

  add(receipts: Receipt[]): void {
    for (const [content, tag, at] of receipts) {
      let byTag = this.byContent.get(content);
      if (!byTag) this.byContent.set(content, (byTag = new Map<number, number[]>()));
      byTag.set(tag, [...(byTag.get(tag) ?? []), at]);
    }
  }

  /**
   * `expectedTags(send)` names the streams that should receive it (both sides of the chat:
   * each holds one stream), `instanceOf(tag)` which instance holds that stream.
   */
  summary(
    sends: SendsFrom[],
    expectedTags: (sent: Readonly<Sent>) => number[],
    instanceOf: (tag: number) => number,
  ): ReceiptSummary {
    const after201: number[] = [];
    const afterStart: number[] = [];
    const same: number[] = [];
    const other: number[] = [];
    const answered: number[] = [];
    let answered201 = 0;
    let expected = 0;
    let missing = 0;
    let doubled = 0;
    for (const { instance, sent } of sends) {
      for (const [content, entry] of sent) {
        if (entry.status !== 201 || entry.answered === undefined) continue;
        answered201 += 1;
        answered.push(entry.answered - entry.start);
        const byTag = this.byContent.get(content);
        for (const tag of expectedTags(entry)) {
          expected += 1;
          const times = byTag?.get(tag);
          const first = times?.[0];
          if (first === undefined) {
            missing += 1;
            continue;
          }
          doubled += (times?.length ?? 1) - 1;
          const fromAck = first - epochMs(entry.answered);
          after201.push(fromAck);
          afterStart.push(first - epochMs(entry.start));
          (instanceOf(tag) === instance ? same : other).push(fromAck);
        }
      }
    }
    return {
      answered201,
      expected,
      received: after201.length,
      missing,
      doubled,
      after201: summarize(after201),
      afterStart: summarize(afterStart),
      sameInstance: summarize(same),
      otherInstance: summarize(other),
      sendAnswered: summarize(answered),
    };
  }
}
