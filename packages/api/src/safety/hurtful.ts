import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { joinSpelledLetters, screeningWords } from "./fold";
import { BETWEEN, INSULTS, NAME_CALLING, SEXUAL_TERMS, SLURS, TARGETED_PHRASES, YOU } from "./hurtful-words";

/**
 * Hurtful text (docs/product-rules.md#are-you-sure): slurs and explicit sexual terms
 * anywhere, and insults or swearing aimed at the reader. obscenity's English dataset
 * finds the words through leetspeak and look-alike letters; a match counts only as a
 * whole word (with the usual endings), so `Scunthorpe`, `cockpit` and `shiitake` pass,
 * and swearing about life (`shit, I missed the bus`) is not aimed at anyone.
 */
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const SUFFIXES = /^(?:s|es|ed|er|ers|ing|in|y|ty|ie|ies|hole|holes|head|heads|face|faces|wad|bag|bags|tard|ass|off|up)?$/;
const PREFIXES = /^(?:mother|mutha|dumb|jack|bull|horse|fat|dip|ape|smart|lame|bad|dick|ass|cock|uber|super)?$/;

// An insult or a swear word aimed at the reader: `you are a …`, `… like you`, `ur so …` (built once, not per message).
const INSULT = `(?:${INSULTS.join("|")})`;
const AIMED = new RegExp(String.raw`\b${YOU} (?:${BETWEEN} )*${INSULT}\b|\b${INSULT} (?:like )?${YOU}\b`);

interface ObsceneWord {
  word: string;
  start: number;
  /** Index of the last character (obscenity's endIndex is inclusive). */
  end: number;
  written: string;
}

/** Canonical words obscenity found as whole words, in text order. */
function obsceneWords(text: string): ObsceneWord[] {
  const found: ObsceneWord[] = [];
  for (const match of matcher.getAllMatches(text, true)) {
    const { originalWord } = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata ?? {};
    if (!originalWord) continue;
    const before = /[\p{L}\p{N}]*$/u.exec(text.slice(0, match.startIndex))?.[0] ?? "";
    const after = /^[\p{L}\p{N}]*/u.exec(text.slice(match.endIndex + 1))?.[0] ?? "";
    if (!PREFIXES.test(before.toLowerCase()) || !SUFFIXES.test(after.toLowerCase())) continue;
    // Leetspeak is read only inside a word that holds a letter: `717` and `5318008` stay numbers.
    if (!/\p{L}/u.test(before + text.slice(match.startIndex, match.endIndex + 1) + after)) continue;
    if (originalWord === "cum" && /^cum\s+laude/i.test(text.slice(match.startIndex))) continue;
    // Overlapping matches of the same word (obscenity reports each pattern) count once.
    if (found.some((other) => other.start <= match.endIndex && match.startIndex <= other.end)) continue;
    // The whole word, written with the canonical stem: `b!tches` → `bitches`, `fuuucking` → `fucking`.
    found.push({
      word: originalWord,
      start: match.startIndex - before.length,
      end: match.endIndex + after.length,
      written: `${before}${originalWord}${after}`.toLowerCase(),
    });
  }
  return found;
}

export function isHurtful(text: string): boolean {
  const spelled = joinSpelledLetters(text);
  const obscene = obsceneWords(spelled);
  if (obscene.some(({ word }) => SLURS.has(word) || SEXUAL_TERMS.has(word))) return true;
  // Each obscene word written canonically where it stood (`sh1t` → `shit`), then the screening words.
  const canonical = obscene
    .slice()
    .sort((a, b) => b.start - a.start)
    .reduce((line, { written, start, end }) => `${line.slice(0, start)}${written}${line.slice(end + 1)}`, spelled);
  const words = screeningWords(canonical).join(" ");
  if (TARGETED_PHRASES.some((pattern) => pattern.test(words))) return true;
  if (AIMED.test(words)) return true;
  // Name-calling on its own: a message of at most three words, one of them the insult (`ok bitch`).
  const tokens = words.split(" ");
  return tokens.length <= 3 && tokens.some((token) => NAME_CALLING.has(token));
}
