/**
 * A seq skipped by a read (a transaction that took it has not committed yet) is looked
 * for again this long, then taken as rolled back (or its row as deleted).
 */
export const GAP_WAIT_MS = 30_000;
/**
 * At most this many gaps are looked for (the lowest dropped first): under load the gaps are
 * the transactions in flight, a few dozen; more means rows deleted at the head of the log
 * before an instance started (the seqs after its start position never come), which would
 * otherwise ride along with every read for GAP_WAIT_MS.
 */
export const MAX_GAPS = 1_000;

/**
 * The read position in one log ordered by seq (the outbox, the messages). Seqs are taken
 * at insert but rows appear at commit, so a read may see seq 12 before 11: the cursor
 * remembers 11 as a gap and asks for it again until it shows or is given up.
 */
export class SeqCursor {
  /** The highest seq seen; null until the log's end was first read. */
  position: number | null = null;
  /** Seqs skipped, with when they were first missed. */
  private readonly gaps = new Map<number, number>();

  constructor(private readonly now: () => number) {}

  /** Starts after `maxSeq`, forgetting every gap (nobody listening wants what came before). */
  skipTo(maxSeq: number): void {
    this.position = maxSeq;
    this.gaps.clear();
  }

  /** The gaps still looked for (each below the position). */
  gapSeqs(): number[] {
    return [...this.gaps.keys()];
  }

  /** Takes in the seqs a read from the position (and of the gaps) found. */
  advance(seqs: number[]): void {
    const from = this.position ?? 0;
    const at = this.now();
    for (const seq of seqs) this.gaps.delete(seq);
    let expected = from + 1;
    for (const seq of [...seqs].sort((a, b) => a - b)) {
      if (seq <= from) continue;
      for (; expected < seq; expected++) this.gaps.set(expected, at);
      expected = seq + 1;
    }
    for (const [seq, since] of this.gaps) if (at - since > GAP_WAIT_MS) this.gaps.delete(seq);
    if (this.gaps.size > MAX_GAPS) {
      const oldest = this.gapSeqs().sort((a, b) => a - b);
      for (const seq of oldest.slice(0, oldest.length - MAX_GAPS)) this.gaps.delete(seq);
    }
    this.position = Math.max(from, ...seqs);
  }
}
