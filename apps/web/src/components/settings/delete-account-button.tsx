"use client";

import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { toastAcrossPageLoad, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import type { SETTINGS_TEXTS } from "./texts";

/** Its texts, handed down as strings by the server-rendered card (not the whole texts module in the page's first chunk). */
type DeleteAccountTexts = Omit<(typeof SETTINGS_TEXTS)["danger"], "heading" | "body">;

/**
 * Spec §2 Danger Zone: 'Delete My Account' asks 'Are you absolutely sure?' first; after
 * the deletion (which also ends the session) the browser loads / afresh, so no cached
 * data of the deleted account survives in memory. 'Account Deleted' (spec §8) is shown
 * again by the landing page after that load. The island of the server-rendered
 * `DeleteAccountCard`: in its HTML the button waits for hydration, disabled (a press before
 * would be lost).
 */
export function DeleteAccountButton({ texts: T }: { texts: DeleteAccountTexts }) {
  const [confirming, setConfirming] = useState(false);
  const deleteAccount = api.profile.delete.useMutation({
    onSuccess: () => {
      toastAcrossPageLoad({ title: T.deletedTitle, description: T.deletedBody });
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: see above
      window.location.assign("/");
    },
    onError: (error) => {
      setConfirming(false);
      toastError(error);
    },
  });
  const leaving = deleteAccount.isPending || deleteAccount.isSuccess;
  const hydrated = useHydrated();

  return (
    <>
      <Button variant="destructive" className="w-full" onClick={() => setConfirming(true)} disabled={leaving || !hydrated}>
        {T.deleteAccount}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!leaving) setConfirming(open);
        }}
        title={T.confirmTitle}
        description={T.confirmBody}
        cancelLabel={T.cancel}
        confirmLabel={leaving ? T.deleting : T.confirm}
        pending={leaving}
        onConfirm={() => deleteAccount.mutate()}
      />
    </>
  );
}
