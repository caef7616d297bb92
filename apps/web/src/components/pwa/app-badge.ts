"use client";

import { UNREAD_REFRESH_MS } from "@unveil/validators/limits";
import { useEffect } from "react";
import { useLive } from "~/components/live/live-events";
import { api } from "~/trpc/react";

/**
 * The app icon badge (issue 16): the unread count of the Matches badge (the same
 * query, so React Query shares it with the bottom navigation) on the installed app's
 * icon, where the browser supports it; cleared at 0. Polls only while the live
 * connection is down, as the bottom navigation does, which renders it (signed-in
 * screens only: a signed-out visitor's not-found page asks nothing). Renders nothing.
 */
export function AppBadge(): null {
  const live = useLive();
  const unread = api.stats.unreadCount.useQuery(undefined, { refetchInterval: live ? false : UNREAD_REFRESH_MS });
  const count = unread.data?.count;

  useEffect(() => {
    if (count === undefined || !("setAppBadge" in navigator)) return;
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    // The browser may refuse (e.g. not installed): the badge is a nicety, never an error.
    done.catch(() => undefined);
  }, [count]);

  return null;
}
