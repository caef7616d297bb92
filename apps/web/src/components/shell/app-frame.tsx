import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The signed-in page frame: a phone-width column, with the bottom navigation on
 * Matches, Chats, Chat and Profile (spec §2: not on setup, quiz, report or settings).
 * Pages pass `<BottomNav />` themselves, so the pages without it do not load it.
 */
export function AppFrame({ children, nav, className }: { children: ReactNode; nav?: ReactNode; className?: string }) {
  return (
    <>
      <main className={cn("mx-auto w-full max-w-md px-4 pt-6", nav ? "pb-24" : "pb-10", className)}>{children}</main>
      {nav}
    </>
  );
}
