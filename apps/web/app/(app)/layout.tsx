import type { ReactNode } from "react";
import { AppBadge } from "~/components/pwa/app-badge";
import { TRPCProvider } from "~/trpc/react";

/**
 * Every signed-in screen reads its data through tRPC and React Query; the landing page
 * does not, so the provider stack lives here and not in the root layout. The app icon
 * badge follows the unread count on every signed-in screen.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <TRPCProvider>
      <AppBadge />
      {children}
    </TRPCProvider>
  );
}
