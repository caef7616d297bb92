"use client";

import { ArrowLeft, Ban, CalendarHeart, Flag } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { MatchAvatar } from "~/components/ui/match-avatar";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { compatibilityPercent, nameAndAge, type Match, type PublicUser } from "~/lib/match-display";
import { CHAT_TEXTS as T } from "./texts";

interface ChatHeaderProps {
  match: Match;
  other: PublicUser;
  /** The other side is typing (a live event): shown in place of the compatibility line. */
  typing?: boolean;
  onReport: () => void;
  onBlock: () => void;
  /** docs/product-rules.md#share-my-date: opens the date-plan dialog. */
  onShareDate: () => void;
}

export function ChatHeader({ match, other, typing = false, onReport, onBlock, onShareDate }: ChatHeaderProps) {
  const revealed = match.bothRevealed;
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-gray-200 bg-white/95 px-2 py-2 backdrop-blur">
      <AppLink href="/" aria-label={T.back} className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}>
        <ArrowLeft className="size-5" aria-hidden />
      </AppLink>
      <MatchAvatar person={other} mystery={!revealed} size={10} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <h1 className="truncate font-semibold text-gray-900">{revealed ? nameAndAge(other) : T.mysteryMatch}</h1>
          {other.verified ? <VerifiedBadge className="shrink-0" /> : null}
        </div>
        <p className="text-xs font-medium text-brand-700" aria-live="polite">
          {typing ? T.typing : T.compatible(compatibilityPercent(match.compatibilityScore))}
        </p>
      </div>
      <ActionsMenu
        label={T.menu}
        iconClassName="size-5"
        items={[
          { label: T.shareDatePlans, icon: CalendarHeart, onSelect: onShareDate },
          { label: T.reportUser, icon: Flag, onSelect: onReport },
          { label: T.blockUser, icon: Ban, destructive: true, onSelect: onBlock },
        ]}
      />
    </header>
  );
}
