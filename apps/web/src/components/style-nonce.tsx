"use client";

import { setNonce } from "get-nonce";

/**
 * Radix's dialogs and menus lock scrolling with a `<style>` element they add at run
 * time (react-remove-scroll, through get-nonce). Under the page's CSP only a style with
 * the page's nonce applies, so this hands the nonce to get-nonce before any of them opens.
 */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (nonce && typeof window !== "undefined") setNonce(nonce);
  return null;
}
