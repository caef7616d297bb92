import { describe, expect, it } from "vitest";
import { KINDS, readLabelledLines, scoreLines } from "./labelled/score";
import { screenMessage } from "./screen";

/** The screener against the labelled chat lines (docs/product-rules.md#safety-in-the-chat; B8 scores the same set). */
describe("screenMessage on the labelled set", () => {
  const lines = readLabelledLines();

  it("holds at least 300 lines, at least half harmless", () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    expect(lines.filter((line) => line.labels.size === 0).length * 2).toBeGreaterThanOrEqual(lines.length);
  });

  it.each(KINDS)("keeps precision ≥ 0.95 and recall ≥ 0.9 for %s", (kind) => {
    const score = scoreLines(lines).find((entry) => entry.kind === kind);
    expect(score?.precision, score?.misses.join("\n")).toBeGreaterThanOrEqual(0.95);
    expect(score?.recall, score?.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("never flags the ordinary lines that made other apps switch their filter off", () => {
    for (const text of [
      "call of duty tonight?",
      "I grew up near Scunthorpe",
      "I'd kill for a pizza right now",
      "my insta-pot makes the best rice",
      "I live at number 717, the blue door",
      "the 5318008 trick on a calculator, so 1998",
    ]) {
      expect(screenMessage(text), text).toEqual({ safetyTips: [], mayHurt: false });
    }
  });
});
