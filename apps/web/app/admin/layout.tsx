import type { ReactNode } from "react";
import { TRPCProvider } from "~/trpc/react";

/** The moderators' screens (contract §13) read through tRPC like the signed-in screens. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <TRPCProvider>{children}</TRPCProvider>;
}
