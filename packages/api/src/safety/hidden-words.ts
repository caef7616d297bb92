import { foldText, wordsOf } from "./fold";

/**
 * Does a message contain one of the viewer's hidden words
 * (docs/product-rules.md#hidden-words)? Whole words or phrases only ("ass" does not hide
 * "class"), case and accents ignored ("cafe" hides "Café"), punctuation and spacing
 * between the words of a phrase ignored.
 */
export function hiddenByWords(content: string, hiddenWords: readonly string[]): boolean {
  if (hiddenWords.length === 0) return false;
  const words = wordsOf(foldText(content));
  if (words.length === 0) return false;
  return hiddenWords.some((hidden) => containsPhrase(words, wordsOf(foldText(hidden))));
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}
