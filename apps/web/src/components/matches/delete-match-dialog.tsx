"use client";

import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { stopDeletingMatch, useDeletingMatch } from "./deleting-match";
import { MATCHES_TEXTS as T } from "./texts";

/**
 * 'Delete Match?' for the card whose menu asked, or closed (spec §8). The list is the
 * server's: invalidating `matches.list` makes `MatchesRefresh` render it again.
 */
export function DeleteMatchDialog() {
  const matchId = useDeletingMatch();
  const utils = api.useUtils();
  const deleteMatch = api.matches.delete.useMutation({
    onSuccess: async () => {
      stopDeletingMatch();
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await utils.matches.list.invalidate();
      await utils.stats.unreadCount.invalidate();
    },
    onError: (error) => toastError(error),
  });
  return (
    <ConfirmDialog
      open={matchId !== null}
      onOpenChange={(open) => !open && stopDeletingMatch()}
      title={T.deleteTitle}
      description={T.deleteBody}
      confirmLabel={T.deleteConfirm}
      pending={deleteMatch.isPending}
      onConfirm={() => matchId && deleteMatch.mutate({ matchId })}
    />
  );
}
