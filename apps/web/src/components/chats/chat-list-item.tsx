"use client";

import { MapPin, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { useLongPress } from "~/hooks/use-long-press";
import { MatchAvatar } from "~/components/ui/match-avatar";
import { compatibilityPercent, nameAndAge, sidesOf, type Match } from "~/lib/match-display";
import { CHATS_TEXTS as T } from "./texts";

interface ChatListItemProps {
  match: Match;
  viewerId: string;
  onDelete: (matchId: string) => void;
}

/** One chat row: tap opens it; a 500 ms press, right-click or the options button offers 'Delete Chat'. */
export function ChatListItem({ match, viewerId, onDelete }: ChatListItemProps) {
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const { handlers, wasLongPress } = useLongPress(() => setMenuOpen(true));
  const { other } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  const title = match.bothRevealed ? nameAndAge(other) : T.mysteryMatch;

  return (
    <li className="relative flex items-center rounded-2xl border border-gray-200 bg-white shadow-sm">
      <button
        type="button"
        className="flex min-w-0 flex-1 select-none items-center gap-3 rounded-2xl p-3 text-left [-webkit-touch-callout:none] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        {...handlers}
        onClick={() => {
          if (!wasLongPress()) router.push(`/chat/${match.id}`);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
      >
        <MatchAvatar person={other} mystery={!match.bothRevealed} size={12} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-gray-900">{title}</span>
          {match.bothRevealed ? (
            <span className="flex items-center gap-2 text-sm text-gray-600">
              <span className="font-medium text-brand-700">{T.percentMatch(percent)}</span>
              {other.profile?.location ? (
                <span className="flex min-w-0 items-center gap-0.5 truncate">
                  <MapPin className="size-3.5 shrink-0" aria-hidden /> {other.profile.location}
                </span>
              ) : null}
            </span>
          ) : (
            <span className="block text-sm text-gray-600">
              {T.mysterySubtitle} <span className="font-medium text-brand-700">{T.percentMatch(percent)}</span>
            </span>
          )}
        </span>
      </button>
      <ActionsMenu
        label={`${T.options}: ${title}`}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        triggerClassName="mr-1"
        items={[{ label: T.deleteChat, icon: Trash2, destructive: true, onSelect: () => onDelete(match.id) }]}
      />
    </li>
  );
}
