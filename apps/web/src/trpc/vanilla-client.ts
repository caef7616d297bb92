import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "@unveil/api/client";
import superjson from "superjson";

/** A tRPC client without React Query: what the landing page's forms call. */
export function createVanillaClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/api/trpc", transformer: superjson })] });
}
