"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Whether a click should be left to the browser (a new tab or window, a download, another button). */
function leftToTheBrowser(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Client-side navigation for every `ScreenLink` on the page, by one listener on the
 * document instead of a component per link (issue 30). Renders nothing.
 */
export function ScreenLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leftToTheBrowser(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[data-screen-link]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
