"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Tokens already sent from this page (React may run an effect twice in development). */
const handled = new Set<string>();

/**
 * docs/product-rules.md#confirming-the-email: `/?verify=TOKEN`, the link of a
 * confirmation mail, on whatever page it lands (landing, Matches, onboarding), signed
 * in or out. Takes the token out of the address bar at once, then loads the code that
 * confirms (confirm-from-link.ts): pages opened without a link carry none of it.
 */
export function VerifyEmailLink() {
  const router = useRouter();
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get("verify");
    if (!token || handled.has(token)) return;
    handled.add(token);
    url.searchParams.delete("verify");
    const clean = `${url.pathname}${url.search}${url.hash}`;
    window.history.replaceState(window.history.state, "", clean);
    void import("./confirm-from-link").then(({ confirmFromLink }) =>
      // Navigating (a refresh would restore the URL the router still holds) re-renders the
      // server's pages, which now know the address is confirmed.
      confirmFromLink(token, () => router.replace(clean, { scroll: false })),
    );
  }, [router]);
  return null;
}
