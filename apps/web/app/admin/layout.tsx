import type { ReactNode } from "react";
import { TRPCProvider } from "~/trpc/react";

/** The moderators' screens (docs/product-rules.md#moderation) read through tRPC like the signed-in screens. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <TRPCProvider>{children}</TRPCProvider>;
}
