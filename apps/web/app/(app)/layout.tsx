import type { ReactNode } from "react";
import { LiveEventsProvider } from "~/components/live/live-events";
import { TRPCProvider } from "~/trpc/react";

/**
 * Every signed-in screen reads its data through tRPC and React Query; the landing page
 * does not, so the provider stack lives here and not in the root layout, with the one
 * live connection (docs/product-rules.md#live-events) all signed-in screens share.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <TRPCProvider>
      <LiveEventsProvider>{children}</LiveEventsProvider>
    </TRPCProvider>
  );
}
