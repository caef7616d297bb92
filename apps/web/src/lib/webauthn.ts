import { lazyModule } from "./lazy-module";

/**
 * @simplewebauthn/browser, fetched when a passkey is about to be used: it is in no
 * route's first load (the landing page's budget, bench/notes.md).
 */
export const webAuthnBrowser = lazyModule(() => import("@simplewebauthn/browser"));

/** Whether this browser can use passkeys at all: `browserSupportsWebAuthn`'s test, without loading the library. */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/**
 * Why the browser's passkey prompt ended without a passkey, when it is something the
 * dater did rather than a fault: they closed it or let it time out (NotAllowedError,
 * which browsers also give when no passkey of this site is on the device), or the
 * device already holds a passkey for this account (InvalidStateError at registration).
 */
export function passkeyPromptEnding(error: unknown): "cancelled" | "already-added" | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "NotAllowedError" || error.name === "AbortError") return "cancelled";
  if (error.name === "InvalidStateError") return "already-added";
  return null;
}
