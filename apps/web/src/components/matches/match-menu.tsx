"use client";

import { MoreVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={T.moreOptions} onClick={(event) => event.stopPropagation()}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
          <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden /> {T.deleteMatch}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
