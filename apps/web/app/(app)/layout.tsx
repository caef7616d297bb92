import type { ReactNode } from "react";
import { TRPCProvider } from "~/trpc/react";

/**
 * Every signed-in screen reads its data through tRPC and React Query; the landing page
 * does not, so the provider stack lives here and not in the root layout.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <TRPCProvider>{children}</TRPCProvider>;
}
