"use client";

import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { MATCHES_TEXTS as T } from "./texts";

/** 'Delete Match?' for the card whose menu asked (`matchId`), or closed (`null`) (spec §8). */
export function DeleteMatchDialog({ matchId, onClose }: { matchId: string | null; onClose: () => void }) {
  const utils = api.useUtils();
  const deleteMatch = api.matches.delete.useMutation({
    onSuccess: async () => {
      onClose();
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await utils.matches.list.invalidate();
      await utils.stats.unreadCount.invalidate();
    },
    onError: (error) => toastError(error),
  });
  return (
    <ConfirmDialog
      open={matchId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={T.deleteTitle}
      description={T.deleteBody}
      confirmLabel={T.deleteConfirm}
      pending={deleteMatch.isPending}
      onConfirm={() => matchId && deleteMatch.mutate({ matchId })}
    />
  );
}
