"use client";

import { getNonce, setNonce } from "get-nonce";

/**
 * Radix's dialogs and menus lock scrolling with a `<style>` element they add at run
 * time (react-remove-scroll, through get-nonce). Under the page's CSP only a style with
 * the page's nonce applies, so this hands the nonce to get-nonce before any of them opens.
 * The first nonce wins: the document keeps the CSP of its first response, while a
 * `router.refresh()` re-renders this layout with the nonce of the refresh request,
 * which the document's CSP does not accept.
 */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (nonce && typeof window !== "undefined" && !getNonce()) setNonce(nonce);
  return null;
}
