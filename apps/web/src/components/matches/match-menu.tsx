"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { MATCHES_TEXTS as T } from "./texts";

/** The card menu with 'Delete Match', which asks first (spec §8). */
export function MatchMenu({ matchId }: { matchId: string }) {
  const [confirming, setConfirming] = useState(false);
  const utils = api.useUtils();
  const deleteMatch = api.matches.delete.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: T.deletedTitle, description: T.deletedBody });
      await utils.matches.list.invalidate();
      await utils.stats.unreadCount.invalidate();
    },
    onError: (error) => toastError(error),
  });

  return (
    <>
      <ActionsMenu
        label={T.moreOptions}
        items={[{ label: T.deleteMatch, icon: Trash2, destructive: true, onSelect: () => setConfirming(true) }]}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.deleteTitle}
        description={T.deleteBody}
        confirmLabel={T.deleteConfirm}
        pending={deleteMatch.isPending}
        onConfirm={() => deleteMatch.mutate({ matchId })}
      />
    </>
  );
}
