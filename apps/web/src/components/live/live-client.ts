import { createTRPCClient, httpSubscriptionLink } from "@trpc/client";
import type { AppRouter } from "@unveil/api/client";
import superjson from "superjson";

/**
 * The live stream's own client (docs/product-rules.md#live-events: SSE, same origin, the session cookie),
 * loaded after first paint so the subscription link stays out of every screen's
 * first-load JavaScript; queries and mutations keep the batched client.
 */
export function createLiveClient() {
  return createTRPCClient<AppRouter>({ links: [httpSubscriptionLink({ url: "/api/trpc", transformer: superjson })] });
}
