/**
 * Text folding shared by the screener and the hidden words
 * (docs/product-rules.md#safety-in-the-chat): compatibility forms (full-width letters,
 * ligatures, styled maths letters) to plain ones, accents dropped, lower case.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Words of folded text: runs of letters and digits, and each emoji on its own. */
export function wordsOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu) ?? [];
}

/** Cyrillic and Greek letters that look like Latin ones (the look-alike trick). */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  с: "c",
  е: "e",
  ё: "e",
  һ: "h",
  і: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  ѕ: "s",
  т: "t",
  у: "y",
  х: "x",
  ԁ: "d",
  ɡ: "g",
  ο: "o",
  α: "a",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ʏ: "y",
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ᴢ: "z",
};

/** Digits and signs written for letters inside a word (`wh4ts@pp`, `$end`, `t3l3gram`). */
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
};

/**
 * The words of a message as the word lists read them: folded, look-alike letters and
 * leetspeak resolved inside words that hold a letter (so `7:30` and `$20` stay numbers),
 * letters spelled out one by one joined (`w h a t s a p p`, `f.u.c.k`), and a letter
 * repeated three times or more kept once (`stuuupid`).
 */
export function screeningWords(text: string): string[] {
  const joined = joinSpelledLetters([...foldText(text)].map((char) => LOOK_ALIKES[char] ?? char).join(""));
  const tokens = joined.match(/[\p{L}\p{N}@$!|]+/gu) ?? [];
  return tokens.flatMap((token) => {
    const word = /\p{L}/u.test(token) ? [...token].map((char) => LEET[char] ?? char).join("") : token;
    const clean = word.replace(/[@$!|]/g, "").replace(/(\p{L})\1{2,}/gu, "$1");
    return clean ? [clean] : [];
  });
}

/** `w h a t s a p p`, `f.u.c.k` → `whatsapp`, `fuck`: four or more single letters in a row. */
export function joinSpelledLetters(text: string): string {
  return text.replace(/\b(?:[a-zA-Z][\s.\-_*]){3,}[a-zA-Z]\b/g, (run) => run.replace(/[\s.\-_*]/g, ""));
}
