"use client";

import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { stopDeletingMatch, useDeletingMatch } from "./deleting-match";

/**
 * The screen's own words for the dialog and the toast after it ('Delete Match?', 'Delete
 * Chat?'), handed down as plain strings: the screens are server components, and neither
 * screen's chunk carries the other's texts.
 */
export interface DeleteMatchTexts {
  deleteTitle: string;
  deleteBody: string;
  deleteConfirm: string;
  deletedTitle: string;
  deletedBody: string;
}

/**
 * The delete dialog of a server-rendered list (spec §8), for the card or row whose menu
 * asked, or closed. The list is the server's: invalidating `matches.list` makes
 * `MatchesRefresh` render it again.
 */
export function DeleteMatchDialog({ texts: T }: { texts: DeleteMatchTexts }) {
  const matchId = useDeletingMatch();
  const utils = api.useUtils();
  const deleteMatch = api.matches.delete.useMutation({
    onSuccess: async () => {
      stopDeletingMatch();
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await Promise.all([utils.matches.list.invalidate(), utils.stats.unreadCount.invalidate()]);
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
