/** The explicit-image classifier's public surface (docs/product-rules.md#chat-images-safe-by-default); the app reaches it as `deps.imageClassifier`. */
export {
  CLASSIFY_TIMEOUT_MS,
  createImageClassifier,
  MAX_PENDING_IMAGES,
  type ImageClassifier,
  type ImageClassifierMode,
  type ImageClassifierOptions,
  type ImageJudgement,
} from "./image-classifier";
export { MAX_FRAMES_JUDGED } from "./model-input";
export {
  isSensitive,
  NSFW_CLASSES,
  SENSITIVE_CLASS_WEIGHTS,
  SENSITIVE_THRESHOLD,
  sensitivityScore,
  type NsfwClass,
  type NsfwScores,
} from "./sensitivity";
