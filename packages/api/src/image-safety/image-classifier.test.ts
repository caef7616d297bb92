import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animatedGif, safeTestImages } from "../test/safe-images";
import { createImageClassifier, type ImageClassifier, type ImageJudgement } from "./image-classifier";
import { framesToJudge } from "./model-input";
import { loadNsfwModel } from "./nsfw-model";
import { NSFW_CLASSES, sensitivityScore, type NsfwScores } from "./sensitivity";

// The real model on its worker thread, loaded once for this file (a second or two).
const reported: unknown[] = [];
let classifier: ImageClassifier;
beforeAll(async () => {
  classifier = createImageClassifier({ mode: "worker", onError: (error) => reported.push(error) });
  expect(await classifier.warmUp()).toBe(true);
});
afterAll(() => classifier.close());

function scoresOf(judgement: ImageJudgement): NsfwScores {
  if (judgement.outcome !== "classified") throw new Error(`expected a model verdict, got ${judgement.outcome}`);
  return judgement.scores;
}

describe("the explicit-image classifier (real model, worker thread)", () => {
  it("judges every harmless image the test makes, and our own portraits, safe", async () => {
    const images = await safeTestImages();
    expect(images.length).toBeGreaterThanOrEqual(20);
    for (const { name, bytes } of images) {
      const judgement = await classifier.classify(bytes);
      expect({ name, outcome: judgement.outcome, sensitive: judgement.sensitive }).toEqual({
        name,
        outcome: "classified",
        sensitive: false,
      });
    }
    expect(reported).toEqual([]);
  });

  it("answers a probability for each of the five classes", async () => {
    const [portrait] = (await safeTestImages()).filter(({ name }) => name === "portrait fixture 1");
    const scores = scoresOf(await classifier.classify(portrait!.bytes));
    expect(Object.keys(scores).sort()).toEqual([...NSFW_CLASSES].sort());
    for (const name of NSFW_CLASSES) expect(scores[name]).toBeGreaterThanOrEqual(0);
    expect(NSFW_CLASSES.reduce((sum, name) => sum + scores[name], 0)).toBeCloseTo(1, 4);
    expect(scores.Neutral).toBeGreaterThan(0.5);
  });

  it("judges an animation by its most sensitive sampled frame, not only its first", async () => {
    const colours = ["#ffffff", "#2060c0", "#c68642", "#000000", "#808080", "#e0ac69"];
    const gif = await animatedGif(colours);
    const judged = framesToJudge(colours.length);
    expect(judged).toEqual([0, 2, 3, 5]);
    const frameScores: NsfwScores[] = [];
    for (const page of judged) {
      const frame = await sharp(gif, { page }).png().toBuffer();
      frameScores.push(scoresOf(await classifier.classify(frame)));
    }
    const worst = frameScores.reduce((a, b) => (sensitivityScore(b) > sensitivityScore(a) ? b : a));
    expect(worst).not.toBe(frameScores[0]);
    const scores = scoresOf(await classifier.classify(gif));
    for (const name of NSFW_CLASSES) expect(scores[name]).toBeCloseTo(worst[name], 5);
  });

  it("flags what it cannot judge (bytes that are no image): failed, sensitive, reported", async () => {
    const before = reported.length;
    const judgement = await classifier.classify(Buffer.from("definitely not an image"));
    expect(judgement).toEqual({ outcome: "failed", sensitive: true, scores: null });
    expect(reported.length).toBe(before + 1);
    // …and the worker goes on judging.
    expect(
      (
        await classifier.classify(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
        )
      ).outcome,
    ).toBe("classified");
  });

  it("answers what the model answers on the calling thread", async () => {
    const model = await loadNsfwModel();
    try {
      const [portrait] = (await safeTestImages()).filter(({ name }) => name === "portrait fixture 2");
      const onThread = await model.score(portrait!.bytes);
      const inWorker = scoresOf(await classifier.classify(portrait!.bytes));
      for (const name of NSFW_CLASSES) expect(inWorker[name]).toBeCloseTo(onThread[name], 5);
    } finally {
      model.dispose();
    }
  });
});

describe("a classifier that cannot answer in time flags the image", () => {
  const image = () =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } })
      .png()
      .toBuffer();

  it("answers busy at once past its queue bound, without queueing the image", async () => {
    const errors: unknown[] = [];
    const small = createImageClassifier({ mode: "worker", maxPending: 1, onError: (error) => errors.push(error) });
    const bytes = await image();
    const first = small.classify(bytes);
    expect(await small.classify(bytes)).toEqual({ outcome: "busy", sensitive: true, scores: null });
    await small.close();
    // The queued image was cut off by close(): flagged too, and reported.
    expect(await first).toEqual({ outcome: "failed", sensitive: true, scores: null });
    expect(errors).toHaveLength(1);
  });

  it("answers timed-out when no verdict comes within its time limit", async () => {
    const errors: unknown[] = [];
    const slow = createImageClassifier({ mode: "worker", timeoutMs: 1, onError: (error) => errors.push(error) });
    expect(await slow.classify(await image())).toEqual({ outcome: "timed-out", sensitive: true, scores: null });
    await slow.close();
  });

  it("answers failed once closed", async () => {
    const closed = createImageClassifier({ mode: "worker", onError: () => undefined });
    await closed.close();
    expect(await closed.classify(await image())).toEqual({ outcome: "failed", sensitive: true, scores: null });
    expect(await closed.warmUp()).toBe(false);
  });

  it("flags nothing and loads nothing when turned off (IMAGE_CLASSIFIER=off)", async () => {
    const off = createImageClassifier({ mode: "off" });
    expect(await off.classify(await image())).toEqual({ outcome: "disabled", sensitive: false, scores: null });
    expect(await off.warmUp()).toBe(false);
  });
});
