"use client";

import { useEffect } from "react";
import { LIVE_USERS_REFRESH_MS } from "@unveil/validators/limits";
import { clientEnv } from "~/client-env";
import { api } from "~/trpc/react";
import { LANDING_TEXTS } from "./texts";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Spec §9: baseline (55000 by default) plus the live count, fetched on load and every
 * 30 s. A failed fetch is logged and changes nothing visible.
 */
export function LiveUsersDisplay() {
  const activeUsers = api.stats.activeUsers.useQuery(undefined, {
    refetchInterval: LIVE_USERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  useEffect(() => {
    if (activeUsers.error) console.info("Live users count unavailable:", activeUsers.error.message);
  }, [activeUsers.error]);

  const shown = clientEnv.liveUsersBaseline + (activeUsers.data?.count ?? 0);
  return (
    <p className="flex items-center justify-center gap-2 text-sm font-medium text-gray-700" aria-live="polite">
      <span className="relative flex size-2.5" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
      </span>
      <span data-testid="live-users">{LANDING_TEXTS.liveUsers(numberFormat.format(shown))}</span>
    </p>
  );
}
