import { describe, expect, it } from "vitest";
import { framesToJudge, MAX_FRAMES_JUDGED } from "./model-input";
import {
  isSensitive,
  NSFW_CLASSES,
  SENSITIVE_CLASS_WEIGHTS,
  SENSITIVE_THRESHOLD,
  sensitivityScore,
  type NsfwScores,
} from "./sensitivity";

/** A score set: the named classes as given, the rest of the probability on Neutral. */
function scores(named: Partial<NsfwScores>): NsfwScores {
  const given = Object.values(named).reduce((sum, value) => sum + value, 0);
  return { Drawing: 0, Hentai: 0, Porn: 0, Sexy: 0, Neutral: Math.max(0, 1 - given), ...named };
}

describe("isSensitive", () => {
  it("counts Porn and Hentai in full, Sexy at half, Neutral and Drawing not at all", () => {
    expect(SENSITIVE_CLASS_WEIGHTS).toEqual({ Porn: 1, Hentai: 1, Sexy: 0.5, Drawing: 0, Neutral: 0 });
    expect(sensitivityScore(scores({ Porn: 0.2, Hentai: 0.1, Sexy: 0.4 }))).toBeCloseTo(0.5, 10);
    expect(sensitivityScore(scores({ Drawing: 0.7 }))).toBe(0);
  });

  it("flags at the threshold and above, not below it", () => {
    expect(SENSITIVE_THRESHOLD).toBe(0.4);
    expect(isSensitive(scores({ Porn: 0.4 }))).toBe(true);
    expect(isSensitive(scores({ Porn: 0.41 }))).toBe(true);
    expect(isSensitive(scores({ Porn: 0.39 }))).toBe(false);
    expect(isSensitive(scores({ Hentai: 0.4 }))).toBe(true);
    expect(isSensitive(scores({ Hentai: 0.39 }))).toBe(false);
  });

  it("adds the explicit classes up: a split between Porn and Hentai still flags", () => {
    expect(isSensitive(scores({ Porn: 0.25, Hentai: 0.25 }))).toBe(true);
    expect(isSensitive(scores({ Porn: 0.2, Hentai: 0.19 }))).toBe(false);
  });

  it("flags Sexy alone only when the model is sure of it (0.8 and above)", () => {
    expect(isSensitive(scores({ Sexy: 0.8 }))).toBe(true);
    expect(isSensitive(scores({ Sexy: 0.79 }))).toBe(false);
    expect(isSensitive(scores({ Sexy: 0.6 }))).toBe(false);
    // …but Sexy tips an image the model half-reads as explicit.
    expect(isSensitive(scores({ Porn: 0.2, Sexy: 0.4 }))).toBe(true);
    expect(isSensitive(scores({ Porn: 0.2, Sexy: 0.38 }))).toBe(false);
  });

  it("never flags a confident Neutral or Drawing verdict", () => {
    expect(isSensitive(scores({ Neutral: 1 }))).toBe(false);
    expect(isSensitive(scores({ Drawing: 1, Neutral: 0 }))).toBe(false);
    expect(isSensitive(scores({ Drawing: 0.6, Hentai: 0.3 }))).toBe(false);
  });

  it("flags an answer that is not a set of probabilities (fails closed)", () => {
    for (const name of NSFW_CLASSES) {
      expect(isSensitive({ ...scores({}), [name]: Number.NaN })).toBe(true);
      expect(isSensitive({ ...scores({}), [name]: -0.1 })).toBe(true);
      expect(isSensitive({ ...scores({}), [name]: 1.5 })).toBe(true);
    }
    expect(isSensitive({ ...scores({}), Porn: Number.POSITIVE_INFINITY })).toBe(true);
  });
});

describe("framesToJudge", () => {
  it("judges every frame of a short animation", () => {
    expect(framesToJudge(1)).toEqual([0]);
    expect(framesToJudge(MAX_FRAMES_JUDGED)).toEqual([0, 1, 2, 3]);
  });

  it("spreads the judged frames from the first to the last of a long one", () => {
    expect(framesToJudge(10)).toEqual([0, 3, 6, 9]);
    expect(framesToJudge(100)).toEqual([0, 33, 66, 99]);
    expect(framesToJudge(5)).toEqual([0, 1, 3, 4]);
  });

  it("judges the first frame when the count is missing or odd", () => {
    expect(framesToJudge(0)).toEqual([0]);
    expect(framesToJudge(Number.NaN)).toEqual([0]);
  });
});
