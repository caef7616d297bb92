import { MessageCircle } from "lucide-react";
import { MatchesRefresh } from "~/components/matches/matches-refresh";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { Section } from "~/components/ui/section";
import { splitByReveal, type Match } from "~/lib/match-display";
import { ChatListItem } from "./chat-list-item";
import { ChatRowContent, chatTitleOf } from "./chat-row-content";
import { ChatsLoadFailed } from "./chats-load-failed";
import { DeleteMatchDialog } from "~/components/matches/delete-match-dialog";
import { CHATS_TEXTS as T } from "./texts";

/** How many rows a phone's first screen shows: later photos load as the dater scrolls. */
const FIRST_SCREEN_ROWS = 9;

/** `rowsAbove`: the rows of the groups before this one. */
function ChatGroup({
  title,
  matches,
  viewerId,
  rowsAbove,
}: {
  title: string;
  matches: Match[];
  viewerId: string;
  rowsAbove: number;
}) {
  if (matches.length === 0) return null;
  return (
    <Section title={title} tight>
      <ul className="space-y-2">
        {matches.map((match, index) => (
          <ChatListItem key={match.id} matchId={match.id} title={chatTitleOf(match, viewerId)}>
            <ChatRowContent match={match} viewerId={viewerId} lazyPhoto={rowsAbove + index >= FIRST_SCREEN_ROWS} />
          </ChatListItem>
        ))}
      </ul>
    </Section>
  );
}

/**
 * `/chats` (spec §2 Chats list), a server component (issue 30): each row hydrates only
 * its press handling and menu. `matches`: the server's read, null when it failed.
 * `MatchesRefresh` renders the screen again whenever the cached list is invalidated.
 */
export function ChatsScreen({ matches, viewerId }: { matches: Match[] | null; viewerId: string }) {
  const list = matches ?? [];
  const { mystery, revealed } = splitByReveal(list);
  return (
    <>
      <header className="flex items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{T.heading}</h1>
        {matches ? <Badge>{T.count(list.length)}</Badge> : null}
      </header>
      <div className="mt-5">
        {!matches ? (
          <ChatsLoadFailed />
        ) : list.length === 0 ? (
          <EmptyState icon={MessageCircle} title={T.emptyTitle}>
            {T.emptyBody}
          </EmptyState>
        ) : (
          <div className="space-y-6">
            <ChatGroup title={T.mysteryGroup} matches={mystery} viewerId={viewerId} rowsAbove={0} />
            <ChatGroup title={T.revealedGroup} matches={revealed} viewerId={viewerId} rowsAbove={mystery.length} />
          </div>
        )}
      </div>
      <DeleteMatchDialog texts={DELETE_TEXTS} />
      <MatchesRefresh />
    </>
  );
}

const { deleteTitle, deleteBody, deleteConfirm, deletedTitle, deletedBody } = T;
const DELETE_TEXTS = { deleteTitle, deleteBody, deleteConfirm, deletedTitle, deletedBody };
