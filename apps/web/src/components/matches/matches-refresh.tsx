"use client";

import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { trpcQueryKey } from "~/trpc/query-key";

/** The cache's hash of `api.matches.list.useQuery()`'s key, the query `<Prefilled>` fills. */
const MATCHES_LIST = hashKey(trpcQueryKey("matches.list"));

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
        if (event.type === "updated" && event.action.type === "invalidate" && event.query.queryHash === MATCHES_LIST) {
          router.refresh();
        }
      }),
    [client, router],
  );
  return null;
}
