"use client";

import { PASSKEYS_MAX } from "@unveil/validators/limits";
import { KeyRound, Loader2, Plus } from "lucide-react";
import { useState } from "react";
import { UNTIL_HYDRATED, useLocalTime } from "~/components/local-time/local-time";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast, toastError } from "~/hooks/use-toast";
import { preload } from "~/lib/lazy-module";
import { browserHasPasskeys, passkeyPromptEnding, webAuthnBrowser } from "~/lib/webauthn";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.passkeys;

interface PasskeyItem {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Adds a passkey: options from the server, the browser's prompt, the answer back. Answers whether one was added. */
function useAddPasskey() {
  const utils = api.useUtils();
  const start = api.passkeys.registrationOptions.useMutation();
  const finish = api.passkeys.add.useMutation();
  const [waiting, setWaiting] = useState(false);

  async function addPasskey() {
    if (!browserHasPasskeys()) {
      toast({ title: T.unsupportedTitle, description: T.unsupportedBody });
      return;
    }
    setWaiting(true);
    try {
      const [webauthn, { challengeId, options }] = await Promise.all([webAuthnBrowser.load(), start.mutateAsync()]);
      let response: Awaited<ReturnType<typeof webauthn.startRegistration>>;
      try {
        response = await webauthn.startRegistration({ optionsJSON: options });
      } catch (error) {
        const ending = passkeyPromptEnding(error);
        if (ending === "cancelled") toast({ title: T.cancelledTitle, description: T.cancelledBody });
        else if (ending === "already-added") toast({ title: T.alreadyAddedTitle, description: T.alreadyAddedBody });
        else toast({ title: T.failedTitle, description: T.failedBody, variant: "destructive" });
        return;
      }
      await finish.mutateAsync({ challengeId, response });
      toast({ title: T.addedTitle, description: T.addedBody });
      await utils.passkeys.list.invalidate();
    } catch (error) {
      toastError(error, T.failedTitle);
    } finally {
      setWaiting(false);
    }
  }
  return { waiting, addPasskey };
}

/**
 * docs/product-rules.md#accounts: the caller's passkeys in Settings (name, when added, when last used),
 * `Add a passkey`, and `Remove` after a confirmation. A part of the `Sign-in & security`
 * card: a section, not a card of its own.
 */
export function PasskeysSection() {
  const utils = api.useUtils();
  const passkeys = api.passkeys.list.useQuery();
  const when = useLocalTime();
  const { waiting, addPasskey } = useAddPasskey();
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const remove = api.passkeys.remove.useMutation({
    onSuccess: async () => {
      setRemoving(null);
      toast({ title: T.removedTitle, description: T.removedBody });
      await utils.passkeys.list.invalidate();
    },
    onError: (error) => {
      setRemoving(null);
      toastError(error);
    },
  });
  const full = (passkeys.data?.length ?? 0) >= PASSKEYS_MAX;

  return (
    <section className="space-y-3" aria-labelledby="passkeys-heading">
      <h3 id="passkeys-heading" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <KeyRound className="size-4 text-brand-700" aria-hidden />
        {T.heading}
      </h3>
      <p className="text-sm text-gray-700">{T.body}</p>
      {!passkeys.data ? (
        <p aria-busy className="flex items-center gap-2 text-sm text-gray-700">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {T.loading}
        </p>
      ) : passkeys.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 px-4 py-4 text-center">
          <p className="text-sm font-semibold text-gray-900">{T.emptyTitle}</p>
          <p className="mt-1 text-xs text-gray-600">{T.emptyBody}</p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={T.listLabel}>
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex items-center gap-3 py-3">
              <KeyRound className="size-5 shrink-0 text-gray-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{passkey.name}</p>
                <p className="text-xs text-gray-600">{when ? T.added(when.day(passkey.createdAt)) : UNTIL_HYDRATED}</p>
                <p className="text-xs text-gray-600">
                  {!passkey.lastUsedAt ? T.neverUsed : when ? T.lastUsed(when.dayAndClock(passkey.lastUsedAt)) : UNTIL_HYDRATED}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRemoving(passkey)} aria-label={T.removeLabel(passkey.name)}>
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? <p className="text-xs text-gray-600">{T.limitReached(PASSKEYS_MAX)}</p> : null}
      <Button
        variant="outline"
        className="w-full"
        onPointerEnter={() => preload(webAuthnBrowser)}
        onFocus={() => preload(webAuthnBrowser)}
        onClick={() => void addPasskey()}
        disabled={waiting || full || !passkeys.data}
        aria-busy={waiting}
      >
        {waiting ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {waiting ? T.adding : T.add}
      </Button>
      {waiting ? (
        <p role="status" className="sr-only">
          {T.adding}
        </p>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={T.confirmTitle}
        description={T.confirmBody(removing?.name ?? "")}
        cancelLabel={T.cancel}
        confirmLabel={T.confirm}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
      />
    </section>
  );
}
