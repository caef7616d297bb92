import type { AppCaller } from "@unveil/api";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { trpcQueryKey, type PrefilledQuery } from "~/trpc/query-key";
import { getServerRuntime } from "./runtime";

/** The signed-in dater's API caller for this request (deduplicated across the page's parts), or null. */
const getCaller = cache(async (): Promise<AppCaller | null> => {
  const cookieStore = await cookies();
  return getServerRuntime().pages.caller(cookieStore.toString());
});

/** One query a screen reads at once: its tRPC path and input, and how the server reads it. */
export interface Prefill {
  path: string;
  input?: unknown;
  load: (caller: AppCaller) => Promise<unknown>;
}

/**
 * A signed-in screen's first data, read on the server while the page renders
 * (issue 30): the HTML arrives filled, and the browser neither fetches it after
 * hydration nor renders the screen a second time. Handed to React Query by
 * `<Prefilled>`, so the screens' own queries (and their refetches, live updates and
 * invalidations) work exactly as before. A query that fails here is simply left out:
 * the screen fetches it itself and shows its own error. Nothing is read for a router
 * prefetch (`next-router-prefetch`): only a page the dater opens reads (and so may
 * mark messages read).
 */
export async function prefilled(entries: Prefill[]): Promise<PrefilledQuery[]> {
  if ((await headers()).get("next-router-prefetch")) return [];
  const caller = await getCaller();
  if (!caller) return [];
  const read = await Promise.all(
    entries.map(async (entry): Promise<PrefilledQuery | null> => {
      try {
        return { key: trpcQueryKey(entry.path, entry.input), data: await entry.load(caller), at: Date.now() };
      } catch {
        return null; // Left to the screen's own query.
      }
    }),
  );
  return read.filter((query) => query !== null);
}
