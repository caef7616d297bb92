import type { QueryKey } from "@tanstack/react-query";

/** A query's data as the server read it for the page (src/server/prefill.ts), and when. */
export interface PrefilledQuery {
  key: QueryKey;
  data: unknown;
  at: number;
}

/**
 * The query key `@trpc/react-query` gives `api.<path>.useQuery(input)` (its
 * getQueryKeyInternal for type "query"); checked against the library in prefill.test.ts.
 * Not in a "use client" module: the server calls it.
 */
export function trpcQueryKey(path: string, input?: unknown): QueryKey {
  return [path.split("."), input === undefined ? { type: "query" } : { input, type: "query" }];
}
