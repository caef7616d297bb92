import { parsePhoneNumber } from "awesome-phonenumber";

/**
 * Phone numbers in a common spelling (docs/product-rules.md#safety-in-the-chat):
 * `+1 415 555 2671`, `(415) 555-2671`, `07700 900123`, `415.555.2671`, digits spaced
 * out or written as words, `O` for zero. A run of digits joined only by spaces, dots,
 * dashes and brackets is a phone number when it has the length of one (awesome-phonenumber
 * judges it as a US, British or international number); years, prices, times, scores
 * and dates never reach that length with those joints.
 */
const CANDIDATE = /\+?\(?\d[\d\s().-]{6,}\d/g;

const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

export function hasPhoneNumber(text: string): boolean {
  return [text, withLookAlikeDigits(text), withDigitWords(text)].some((variant) =>
    [...variant.matchAll(CANDIDATE)].some((match) => isPhoneNumber(match[0])),
  );
}

/** `O7700 9OO123`, `4l5`: letters written for digits inside a run that is mostly digits. */
function withLookAlikeDigits(text: string): string {
  return text.replace(/[\dOoIl][\dOoIl\s.-]{8,}[\dOoIl]/g, (run) =>
    (run.match(/\d/g)?.length ?? 0) >= 6
      ? run.replace(/[\dOoIl]+/g, (group) => (/\d/.test(group) ? group.replace(/[Oo]/g, "0").replace(/[Il]/g, "1") : group))
      : run,
  );
}

/** `four one five five five five…`: seven or more digit words in a row. */
function withDigitWords(text: string): string {
  const pattern = new RegExp(`\\b(?:(?:${Object.keys(DIGIT_WORDS).join("|")})[\\s,.-]*){7,}`, "gi");
  return text.replace(pattern, (run) =>
    run
      .toLowerCase()
      .split(/[\s,.-]+/)
      .map((word) => DIGIT_WORDS[word] ?? "")
      .join(" "),
  );
}

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, "");
  const groups = candidate.split(/[\s().-]+/).filter(Boolean);
  // A list of years (`1990 1995 2000`) or of small numbers is not a phone number.
  if (groups.every((group) => /^(?:19|20)\d\d$/.test(group))) return false;
  if (candidate.startsWith("+")) return digits.length >= 8 && parsePhoneNumber(`+${digits}`).possible;
  if (digits.length < 10 || digits.length > 13) return false;
  return ["US", "GB"].some((regionCode) => parsePhoneNumber(digits, { regionCode }).possible);
}
