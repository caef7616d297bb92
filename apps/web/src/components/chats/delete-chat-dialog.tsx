"use client";

import { stopDeletingMatch, useDeletingMatch } from "~/components/matches/deleting-match";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { CHATS_TEXTS as T } from "./texts";

/**
 * 'Delete Chat?' for the row whose menu asked, or closed (spec §8). The list is the
 * server's: invalidating `matches.list` makes `MatchesRefresh` render it again.
 */
export function DeleteChatDialog() {
  const deleting = useDeletingMatch();
  const utils = api.useUtils();
  const deleteChat = api.matches.delete.useMutation({
    onSuccess: async () => {
      stopDeletingMatch();
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await Promise.all([utils.matches.list.invalidate(), utils.stats.unreadCount.invalidate()]);
    },
    onError: (error) => toastError(error),
  });
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && stopDeletingMatch()}
      title={T.deleteTitle}
      description={T.deleteBody}
      confirmLabel={T.deleteConfirm}
      pending={deleteChat.isPending}
      onConfirm={() => deleting && deleteChat.mutate({ matchId: deleting })}
    />
  );
}
