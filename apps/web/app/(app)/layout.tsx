import { headers } from "next/headers";
import type { ReactNode } from "react";
import { LiveEventsProvider } from "~/components/live/live-events";
import { DateStyleProvider } from "~/components/local-time/date-style";
import { dateStyleFor } from "~/server/date-style";
import { TRPCProvider } from "~/trpc/react";

/**
 * Every signed-in screen reads its data through tRPC and React Query; the landing page
 * does not, so the provider stack lives here and not in the root layout, with the one
 * live connection (docs/product-rules.md#live-events) all signed-in screens share, and the
 * dater's way of writing times (from the browser's languages).
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const dateStyle = dateStyleFor((await headers()).get("accept-language"));
  return (
    <TRPCProvider>
      <DateStyleProvider style={dateStyle}>
        <LiveEventsProvider>{children}</LiveEventsProvider>
      </DateStyleProvider>
    </TRPCProvider>
  );
}
