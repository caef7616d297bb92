"use client";

import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@unveil/api/client";
import { createContext, useContext } from "react";
import { lazyModule } from "~/lib/lazy-module";

export type ApiClient = TRPCClient<AppRouter>;

const vanillaClient = lazyModule(() => import("./vanilla-client").then((module) => module.createVanillaClient()));

/**
 * The signed-out landing page calls the API only when a form is sent, so it gets its
 * tRPC client on demand instead of the React Query stack of the signed-in screens.
 * Tests provide their own client (a link answering from handlers) through this context.
 */
export const LazyApiClientContext = createContext<() => Promise<ApiClient>>(() => vanillaClient.load());

export function useLazyApiClient(): () => Promise<ApiClient> {
  return useContext(LazyApiClientContext);
}
