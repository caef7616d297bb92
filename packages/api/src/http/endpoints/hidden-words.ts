import { endpoint } from "./endpoint";

/** docs/product-rules.md#hidden-words. */
export const hiddenWordsEndpoints = [
  endpoint("GET", "/api/hidden-words", "hiddenWords.get", {
    summary: "The caller's hidden words",
    description: "Words and phrases whose messages arrive collapsed (`hiddenByFilter: true`), stored lower-cased.",
  }),
  endpoint("PUT", "/api/hidden-words", "hiddenWords.set", {
    summary: "Replace the caller's hidden words",
    description:
      "`words`: at most 100, each 1–50 characters after trimming; stored lower-cased, duplicates dropped, order kept. A message from the other person containing one as a whole word or phrase (case and accents ignored) carries `hiddenByFilter: true`, and its push never shows text.",
  }),
];
