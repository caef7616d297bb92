import { SetHiddenWordsInput } from "@unveil/validators";
import { HiddenWordsOutput } from "@unveil/validators/outputs";
import { getHiddenWords, setHiddenWords } from "../services/hidden-words";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** docs/product-rules.md#hidden-words: the words and phrases a dater never wants to see in a chat. */
export const hiddenWordsRouter = createTRPCRouter({
  get: protectedProcedure.output(HiddenWordsOutput).query(({ ctx }) => getHiddenWords(ctx.deps, ctx.user.id)),

  set: protectedProcedure
    .input(SetHiddenWordsInput)
    .output(HiddenWordsOutput)
    .mutation(({ ctx, input }) => setHiddenWords(ctx.deps, ctx.user.id, input)),
});
