"use client";

import { Loader2, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { UNTIL_HYDRATED, useLocalTime } from "~/components/local-time/local-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { DEVICES_TEXTS as T } from "./devices-texts";

/**
 * docs/product-rules.md#the-daters-data: the caller's signed-in devices, each with 'Sign out', and 'Sign out
 * of all other devices'. The island of the server-rendered `DevicesCard` (read from the
 * cache the page fills, and again after each sign-out). In its HTML the buttons wait for
 * hydration, disabled (a press before would be lost).
 */
export function DevicesList() {
  const utils = api.useUtils();
  const sessions = api.dataControl.sessions.useQuery();
  const [confirming, setConfirming] = useState(false);
  const endSession = api.dataControl.endSession.useMutation({
    onSuccess: async () => {
      toast({ title: T.signedOutTitle, description: T.signedOutBody });
      await utils.dataControl.sessions.invalidate();
    },
    onError: (error) => toastError(error),
  });
  const revokeOthers = api.dataControl.revokeOtherSessions.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: T.signedOutTitle, description: T.signedOutOthersBody });
      await utils.dataControl.sessions.invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      toastError(error);
    },
  });
  const when = useLocalTime();
  const hydrated = useHydrated();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <>
      {!sessions.data ? (
        <p aria-busy className="flex items-center gap-2 text-sm text-gray-700">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {T.loading}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={T.heading}>
          {sessions.data.map((session) => (
            <li key={session.id} className="flex items-center gap-3 py-3">
              <MonitorSmartphone className="size-5 shrink-0 text-gray-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                  {session.device}
                  {session.current ? <Badge>{T.thisDevice}</Badge> : null}
                </p>
                <p className="text-xs text-gray-600">
                  {when ? T.lastActive(when.dayAndClock(session.lastSeenAt)) : UNTIL_HYDRATED}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={endSession.isPending || !hydrated}
                  onClick={() => endSession.mutate({ id: session.id })}
                  aria-label={`${T.signOut}: ${session.device}`}
                >
                  {T.signOut}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button variant="outline" className="w-full" onClick={() => setConfirming(true)} disabled={!hydrated}>
          {T.signOutOthers}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!revokeOthers.isPending) setConfirming(open);
        }}
        title={T.confirmTitle}
        description={T.confirmBody}
        cancelLabel={T.cancel}
        confirmLabel={T.confirm}
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate()}
      />
    </>
  );
}
