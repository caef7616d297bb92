import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { BottomNav } from "./bottom-nav";

/**
 * The signed-in page frame: a phone-width column, with the bottom navigation on
 * Matches, Chats, Chat and Profile (spec §2: not on setup, quiz, report or settings).
 */
export function AppFrame({ children, nav = false, className }: { children: ReactNode; nav?: boolean; className?: string }) {
  return (
    <>
      <main className={cn("mx-auto w-full max-w-md px-4 pt-6", nav ? "pb-24" : "pb-10", className)}>{children}</main>
      {nav ? <BottomNav /> : null}
    </>
  );
}
