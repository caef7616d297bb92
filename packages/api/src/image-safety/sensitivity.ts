/** The five classes of the nsfwjs models, in the order of the models' output. */
export const NSFW_CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"] as const;

export type NsfwClass = (typeof NSFW_CLASSES)[number];

/** The model's probability for each class (they sum to 1). */
export type NsfwScores = Record<NsfwClass, number>;

/**
 * How much each class's probability counts toward "this image may contain nudity".
 * Explicit classes count in full and add up (the model splits explicit images between
 * them); `Sexy` counts half, so on its own it flags an image only when the model is
 * sure of it. Why: docs/decisions/0006-explicit-image-classifier.md.
 */
export const SENSITIVE_CLASS_WEIGHTS: Readonly<Record<NsfwClass, number>> = {
  Porn: 1,
  Hentai: 1,
  Sexy: 0.5,
  Drawing: 0,
  Neutral: 0,
};

/** A weighted score at or above this flags the image (blurred, 'View anyway'). */
export const SENSITIVE_THRESHOLD = 0.4;

/** The weighted score `isSensitive` compares with the threshold; NaN when a score is not a probability. */
export function sensitivityScore(scores: NsfwScores): number {
  let total = 0;
  for (const name of NSFW_CLASSES) {
    const probability = scores[name];
    if (!Number.isFinite(probability) || probability < 0 || probability > 1) return Number.NaN;
    total += SENSITIVE_CLASS_WEIGHTS[name] * probability;
  }
  return total;
}

/**
 * True when a chat image must arrive flagged. Scores that are not probabilities
 * (a broken model answer) count as sensitive: a blur the recipient can dismiss is
 * the cheap mistake, an explicit image shown unasked is the expensive one.
 */
export function isSensitive(scores: NsfwScores): boolean {
  const score = sensitivityScore(scores);
  return Number.isNaN(score) || score >= SENSITIVE_THRESHOLD;
}
