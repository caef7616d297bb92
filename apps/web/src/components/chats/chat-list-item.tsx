"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { useLongPress } from "~/hooks/use-long-press";
import { askToDeleteMatch } from "~/components/matches/deleting-match";
import { CHATS_TEXTS as T } from "./texts";

interface ChatListItemProps {
  matchId: string;
  /** The row's name ('Mystery Match' or the name and age), for its options button. */
  title: string;
  /** What the row shows (avatar, title, subtitle), rendered on the server (`ChatRowContent`). */
  children: ReactNode;
}

/**
 * One chat row: tap opens it; a 500 ms press, right-click or the options button offers
 * 'Delete Chat'. A client island around content the server rendered (issue 30).
 */
export function ChatListItem({ matchId, title, children }: ChatListItemProps) {
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const { handlers, wasLongPress } = useLongPress(() => setMenuOpen(true));

  return (
    <li className="relative flex items-center rounded-2xl border border-gray-200 bg-white shadow-sm">
      <button
        type="button"
        className="flex min-w-0 flex-1 select-none items-center gap-3 rounded-2xl p-3 text-left [-webkit-touch-callout:none] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        {...handlers}
        onClick={() => {
          if (!wasLongPress()) router.push(`/chat/${matchId}`);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
      >
        {children}
      </button>
      <ActionsMenu
        label={`${T.options}: ${title}`}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        triggerClassName="mr-1"
        items={[{ label: T.deleteChat, icon: Trash2, destructive: true, onSelect: () => askToDeleteMatch(matchId) }]}
      />
    </li>
  );
}
