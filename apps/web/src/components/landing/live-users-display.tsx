"use client";

import { LIVE_USERS_REFRESH_MS } from "@unveil/validators/limits";
import { useEffect, useState } from "react";
import { clientEnv } from "~/client-env";
import { formatCount } from "~/lib/format-count";
import { LANDING_TEXTS } from "./texts";

/** The live count from the REST twin of stats.activeUsers (the landing page carries no tRPC client). */
async function fetchActiveUsers(signal: AbortSignal): Promise<number> {
  const response = await fetch("/api/stats/active-users", { signal, headers: { accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as { count?: unknown; message?: unknown } | null;
  if (!response.ok || typeof body?.count !== "number") {
    throw new Error(typeof body?.message === "string" ? body.message : `${response.status} ${response.statusText}`);
  }
  return body.count;
}

/**
 * Spec §9: baseline (55000 by default) plus the live count, fetched on load and every
 * 30 s while the page is visible. A failed fetch is logged and changes nothing visible.
 */
export function LiveUsersDisplay() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      fetchActiveUsers(controller.signal).then(setCount, (error: unknown) => {
        if (!controller.signal.aborted) console.info("Live users count unavailable:", (error as Error).message);
      });
    };
    refresh();
    const timer = window.setInterval(() => {
      if (!document.hidden) refresh();
    }, LIVE_USERS_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);

  const shown = clientEnv.liveUsersBaseline + count;
  return (
    <p className="flex items-center justify-center gap-2 text-sm font-medium text-gray-700" aria-live="polite">
      <span className="relative flex size-2.5" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
      </span>
      <span data-testid="live-users">{LANDING_TEXTS.liveUsers(formatCount(shown))}</span>
    </p>
  );
}
