import { z } from "zod";

/** docs/product-rules.md#hidden-words: the caller's list, as stored. */
export const HiddenWordsOutput = z.object({ words: z.array(z.string()) });
export type HiddenWordsOutput = z.output<typeof HiddenWordsOutput>;
