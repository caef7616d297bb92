"use client";

import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { Section } from "~/components/ui/section";
import { Skeleton } from "~/components/ui/skeleton";
import { toast, toastError } from "~/hooks/use-toast";
import type { Match } from "~/lib/match-display";
import { api } from "~/trpc/react";
import { ChatListItem } from "./chat-list-item";
import { CHATS_TEXTS as T } from "./texts";
import { LoadFailed } from "~/components/ui/load-failed";

function ChatGroup({
  title,
  matches,
  viewerId,
  onDelete,
}: {
  title: string;
  matches: Match[];
  viewerId: string;
  onDelete: (id: string) => void;
}) {
  if (matches.length === 0) return null;
  return (
    <Section title={title} tight>
      <ul className="space-y-2">
        {matches.map((match) => (
          <ChatListItem key={match.id} match={match} viewerId={viewerId} onDelete={onDelete} />
        ))}
      </ul>
    </Section>
  );
}

/** `/chats` (spec §2 Chats list). */
export function ChatsScreen({ viewerId }: { viewerId: string }) {
  const matches = api.matches.list.useQuery();
  const utils = api.useUtils();
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteChat = api.matches.delete.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await Promise.all([utils.matches.list.invalidate(), utils.stats.unreadCount.invalidate()]);
    },
    onError: (error) => toastError(error),
  });
  const list = matches.data ?? [];

  return (
    <>
      <header className="flex items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{T.heading}</h1>
        {matches.data ? <Badge>{T.count(list.length)}</Badge> : null}
      </header>
      <div className="mt-5">
        {matches.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading chats">
            <Skeleton className="h-[4.5rem]" />
            <Skeleton className="h-[4.5rem]" />
            <Skeleton className="h-[4.5rem]" />
          </div>
        ) : matches.isError ? (
          <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => void matches.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={MessageCircle} title={T.emptyTitle}>
            {T.emptyBody}
          </EmptyState>
        ) : (
          <div className="space-y-6">
            <ChatGroup
              title={T.mysteryGroup}
              matches={list.filter((m) => !m.bothRevealed)}
              viewerId={viewerId}
              onDelete={setDeleting}
            />
            <ChatGroup
              title={T.revealedGroup}
              matches={list.filter((m) => m.bothRevealed)}
              viewerId={viewerId}
              onDelete={setDeleting}
            />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={T.deleteBody}
        confirmLabel={T.deleteConfirm}
        pending={deleteChat.isPending}
        onConfirm={() => deleting && deleteChat.mutate({ matchId: deleting })}
      />
    </>
  );
}
