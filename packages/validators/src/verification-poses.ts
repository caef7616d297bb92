/** No zod here: the browser loads this file on its own (`@unveil/validators/verification-poses`). */
/**
 * The poses a selfie copies (docs/product-rules.md#verification-and-date-plans): at least 8, one given at random.
 * The web app draws each one by its key, so a dater sees the pose at a glance.
 */
export const VERIFICATION_POSES = [
  { key: "three-fingers", instruction: "Hold up three fingers next to your face" },
  { key: "thumbs-up", instruction: "Give a thumbs up next to your face" },
  { key: "peace-sign", instruction: "Make a peace sign next to your face" },
  { key: "hand-on-head", instruction: "Put your hand flat on top of your head" },
  { key: "touch-nose", instruction: "Touch your nose with one finger" },
  { key: "cover-eye", instruction: "Cover one eye with your hand" },
  { key: "ok-sign", instruction: "Make an OK sign next to your cheek" },
  { key: "wave", instruction: "Wave with an open hand next to your face" },
  { key: "point-up", instruction: "Point up with one finger next to your face" },
  { key: "chin-on-fist", instruction: "Rest your chin on your fist" },
] as const;
export type VerificationPoseKey = (typeof VERIFICATION_POSES)[number]["key"];
