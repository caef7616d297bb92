import { z } from "zod";
import { text } from "./common";
import { HIDDEN_WORDS_MAX, HIDDEN_WORD_MAX_LENGTH } from "./limits";

/** docs/product-rules.md#safety-in-the-chat: what the screener flags in a message, in this order. */
export const SAFETY_TIPS = ["link", "phone", "off-platform", "money"] as const;
export const SafetyTip = z.enum(SAFETY_TIPS);
export type SafetyTip = z.infer<typeof SafetyTip>;

/** One hidden word or phrase, trimmed and lower-cased as stored. */
const HiddenWord = text()
  .trim()
  .min(1, { error: "A hidden word can't be empty" })
  .max(HIDDEN_WORD_MAX_LENGTH, { error: `A hidden word must be at most ${HIDDEN_WORD_MAX_LENGTH} characters` })
  .transform((word) => word.toLowerCase());

/** The whole list; duplicates (after lower-casing) are dropped, the first kept, order kept. */
export const SetHiddenWordsInput = z.object({
  words: z
    .array(HiddenWord)
    .max(HIDDEN_WORDS_MAX, { error: `You can hide at most ${HIDDEN_WORDS_MAX} words` })
    .transform((words) => [...new Set(words)]),
});
export type SetHiddenWordsInput = z.input<typeof SetHiddenWordsInput>;
