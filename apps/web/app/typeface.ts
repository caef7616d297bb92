/**
 * Unveil's typeface: Figtree (SIL Open Font License, npm `@fontsource-variable/figtree`),
 * one variable file for every weight, Latin only (20 kB). `globals.css` declares it from
 * the same file, so the build emits one hashed, immutable URL for both; the root layout
 * preloads it. Why a web font, and what falls back: docs/decisions/0061-own-typeface.md.
 */
export const TYPEFACE_URL = new URL(
  "../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
  import.meta.url,
).href;
