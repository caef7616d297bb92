"use client";

import { useEffect, useState } from "react";
import { lazyModule, useLazyModule } from "~/lib/lazy-module";

const content = lazyModule(() => import("./reset-password-content"));

/** The query parameter of the link in the reset mail: `/?reset=TOKEN` (docs/product-rules.md#accounts). */
const RESET_PARAMETER = "reset";

/**
 * `/?reset=TOKEN` opens `Choose a new password` on the landing page (no route of its own).
 * The token is taken out of the address bar at once, so it stays out of the history and
 * of any later copy of the URL; the page was served with `Referrer-Policy: no-referrer`.
 * The dialog's code is loaded only when a link brought the visitor here.
 */
export function ResetPasswordFromLink({ onPasswordSaved }: { onPasswordSaved: () => void }) {
  // Read once, in the browser; the first render shows nothing either way (the dialog's code is not loaded yet), so it hydrates alike.
  const [token, setToken] = useState(() =>
    typeof window === "undefined" ? null : new URL(window.location.href).searchParams.get(RESET_PARAMETER),
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(RESET_PARAMETER)) return;
    url.searchParams.delete(RESET_PARAMETER);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const loaded = useLazyModule(content, token !== null);
  if (token === null || !loaded) return null;
  return (
    <loaded.ResetPasswordContent
      token={token}
      onClose={() => setToken(null)}
      onSaved={() => {
        setToken(null);
        onPasswordSaved();
      }}
    />
  );
}
