import type { SafetyTip } from "@unveil/validators";
import { foldText, screeningWords } from "./fold";
import { isHurtful } from "./hurtful";
import { findLinks } from "./links";
import { talksMoney } from "./money";
import { invitesOffPlatform } from "./off-platform";
import { hasPhoneNumber } from "./phones";

/** What the screener finds in a message's text at send (docs/product-rules.md#safety-in-the-chat). */
export interface Screening {
  safetyTips: SafetyTip[];
  mayHurt: boolean;
}

/**
 * Screens a message's text: the tips (in the order of SAFETY_TIPS) and whether it may
 * hurt. Pure and synchronous; the word lists are built once per process.
 */
export function screenMessage(text: string): Screening {
  if (text.trim() === "") return { safetyTips: [], mayHurt: false };
  const folded = foldText(text);
  const words = screeningWords(text).join(" ");
  // The folded text with punctuation as spaces, `_` and `@` kept: handles (`snap: kate_92`).
  const plain = folded.replace(/[^\p{L}\p{N}_@\s]/gu, " ").replace(/\s+/g, " ");
  const { links, emails } = findLinks(text);
  const tips: SafetyTip[] = [];
  if (links) tips.push("link");
  if (hasPhoneNumber(text)) tips.push("phone");
  if (emails || invitesOffPlatform(words, folded) || invitesOffPlatform(plain, folded)) tips.push("off-platform");
  if (talksMoney(words, folded)) tips.push("money");
  return { safetyTips: tips, mayHurt: isHurtful(text) };
}
