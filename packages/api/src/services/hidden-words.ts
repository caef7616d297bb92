import { schema } from "@unveil/db";
import type { SetHiddenWordsInput } from "@unveil/validators";
import type { HiddenWordsOutput } from "@unveil/validators/outputs";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import { viewerOf } from "./message-view";

/**
 * The caller's hidden words (docs/product-rules.md#hidden-words): the list is replaced as a
 * whole; the schema has trimmed, lower-cased and de-duplicated it (order kept). Hiding
 * happens when a message is viewed (message-view.ts), so a change applies to old messages too.
 */
export async function getHiddenWords(deps: AppDeps, userId: string): Promise<HiddenWordsOutput> {
  return { words: (await viewerOf(deps.db, userId)).hiddenWords.slice() };
}

export async function setHiddenWords(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof SetHiddenWordsInput>,
): Promise<HiddenWordsOutput> {
  const updatedAt = deps.now();
  await deps.db
    .insert(schema.hiddenWords)
    .values({ userId, words: input.words, updatedAt })
    .onConflictDoUpdate({ target: schema.hiddenWords.userId, set: { words: input.words, updatedAt } });
  return { words: input.words };
}
