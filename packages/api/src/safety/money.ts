import { MONEY_PATTERNS } from "./word-lists";

/**
 * Money or investment talk (docs/product-rules.md#safety-in-the-chat). `words` are the
 * screening words joined by spaces; `folded` the folded text, where `$` stays a sign.
 * Prices and paying for dinner are not money talk; asking to be sent money is.
 */
export function talksMoney(words: string, folded: string): boolean {
  return MONEY_PATTERNS.some((pattern) => pattern.test(words)) || SEND_ME_AMOUNT.test(folded);
}

/** `send me $200`, `can you wire me £50`. */
const SEND_ME_AMOUNT = /\b(?:send|wire|transfer|lend|loan|give)\s+(?:me|us)\b[^.?!]{0,30}?[$£€]\s?\d/;
