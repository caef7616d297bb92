"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Whether a query key is `api.matches.list`'s (`[["matches", "list"], …]`). Compared by
 * hand: importing React Query's `hashKey` here made every signed-in route's shared
 * chunk export more of React Query (+0.2 kB gzip each).
 */
function isMatchesListKey(queryKey: unknown): boolean {
  if (!Array.isArray(queryKey)) return false;
  const path: unknown = queryKey[0];
  return Array.isArray(path) && path.length === 2 && path[0] === "matches" && path[1] === "list";
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
        if (event.type === "updated" && event.action.type === "invalidate" && isMatchesListKey(event.query.queryKey)) {
          router.refresh();
        }
      }),
    [client, router],
  );
  return null;
}
