"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import type { PrefilledQuery } from "./query-key";

/**
 * Puts the server's reads into React Query's cache before the screen below renders,
 * as React Query's own HydrationBoundary does, in a few lines instead of its ~2 kB:
 * a query the cache does not hold yet is filled during the first render (so the server
 * HTML and the first client render agree); one it holds older data for (a client
 * navigation back to the screen) is updated after it.
 */
export function Prefilled({ queries, children }: { queries: PrefilledQuery[]; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    for (const query of queries) {
      if (client.getQueryData(query.key) === undefined) client.setQueryData(query.key, query.data, { updatedAt: query.at });
    }
    return null;
  });
  useEffect(() => {
    for (const query of queries) {
      if ((client.getQueryState(query.key)?.dataUpdatedAt ?? 0) < query.at) {
        client.setQueryData(query.key, query.data, { updatedAt: query.at });
      }
    }
  }, [client, queries]);
  return children;
}
