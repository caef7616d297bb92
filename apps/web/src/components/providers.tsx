"use client";

import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/toaster";
import { TRPCProvider } from "~/trpc/react";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCProvider>
      {children}
      <Toaster />
    </TRPCProvider>
  );
}
