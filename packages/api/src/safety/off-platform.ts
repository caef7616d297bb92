import { OFF_PLATFORM_PATTERNS } from "./word-lists";

/**
 * An invitation to another app or a handle (docs/product-rules.md#safety-in-the-chat).
 * `words` are the screening words (fold.ts) joined by spaces; `folded` the folded text,
 * where a handle keeps its `@`.
 */
export function invitesOffPlatform(words: string, folded: string): boolean {
  return OFF_PLATFORM_PATTERNS.some((pattern) => pattern.test(words)) || hasHandle(folded);
}

/** `@kate_92`, `@kate.smith`: an @ right before a name, not a time or a place (`@7pm`, `@ the bar`). */
function hasHandle(folded: string): boolean {
  for (const match of folded.matchAll(/(?:^|[\s(])@([a-z0-9_.]{3,30})/g)) {
    const name = (match[1] ?? "").replace(/\.+$/, "");
    if (/^\d{1,2}(?:[:.]\d\d)?(?:am|pm|h)?$/.test(name) || /^(?:home|work|noon|night|the|my)$/.test(name)) continue;
    if (name.length >= 3) return true;
  }
  return false;
}
