"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** `matches.list`'s query key path (as `api.matches.list` builds it). */
const MATCHES_LIST = ["matches", "list"];

function isMatchesList(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return Array.isArray(path) && path.length === MATCHES_LIST.length && path.every((part, i) => part === MATCHES_LIST[i]);
}

/**
 * The Matches list is rendered on the server (issue 30: no cards to hydrate), so this
 * island keeps it current: whatever invalidates the cached `matches.list` (the live
 * connection's `match`, `match-removed`, `match-updated` and `reset` events, a deletion)
 * renders the page again on the server, whose fresh reads `<Prefilled>` puts back in
 * the cache. Renders nothing.
 */
export function MatchesRefresh() {
  const client = useQueryClient();
  const router = useRouter();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "invalidate" && isMatchesList(event.query.queryKey)) {
          router.refresh();
        }
      }),
    [client, router],
  );
  return null;
}
