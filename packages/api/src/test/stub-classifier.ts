import type { ImageClassifier, ImageJudgement } from "../image-safety";

/** How late the stub's verdict on an image 30 pixels wide comes. */
export const LATE_VERDICT_MS = 2_500;

const scores = (explicit: boolean) => ({ Drawing: 0, Hentai: 0, Neutral: explicit ? 0 : 1, Porn: explicit ? 1 : 0, Sexy: 0 });

/**
 * A deterministic classifier (a dependency, not a module mock): an image is explicit
 * when it is wider than 20 pixels; one 30 pixels wide is judged safe, LATE_VERDICT_MS late.
 */
export const widthClassifier: ImageClassifier = {
  mode: "worker",
  async classify(bytes) {
    const sharp = (await import("sharp")).default;
    const { width = 0 } = await sharp(bytes).metadata();
    if (width === 30) await new Promise((resolve) => setTimeout(resolve, LATE_VERDICT_MS));
    const sensitive = width > 20 && width !== 30;
    const judgement: ImageJudgement = { outcome: "classified", sensitive, scores: scores(sensitive) };
    return judgement;
  },
  warmUp: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};
