"use client";

import type { NotificationSettings } from "@unveil/validators";
import { Bell, BellOff, BellRing, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { usePushSubscription } from "~/components/pwa/use-push-subscription";
import { Card } from "~/components/ui/card";
import { SettingSwitch } from "~/components/ui/setting-switch";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.notifications;

const KINDS = ["messages", "matches", "reveals", "previews"] as const;

/**
 * Settings → Notifications (docs/product-rules.md#push): turn Web Push on for this device (the
 * browser asks for permission only when the dater taps the button), and the four
 * switches, previews off unless chosen; once on, a test notification to check it works.
 */
export function NotificationsCard() {
  const utils = api.useUtils();
  const settings = api.push.settings.useQuery();
  const { state, busy, turnOn: enable, turnOff: disable } = usePushSubscription({ resync: true });
  const sendTest = api.push.sendTest.useMutation({
    onSuccess: () => toast({ title: T.testSentTitle, description: T.testSentBody }),
    onError: (error) => toastError(error),
  });
  const update = api.push.updateSettings.useMutation({
    onMutate: (next) => utils.push.settings.setData(undefined, next),
    onSuccess: (saved) => utils.push.settings.setData(undefined, saved),
    onError: (error) => {
      toastError(error);
      void utils.push.settings.invalidate();
    },
  });

  async function turnOn() {
    if ((await enable()) === "on") toast({ title: T.enabledTitle, description: T.enabledBody });
  }

  async function turnOff() {
    if ((await disable()) === "off") toast({ title: T.disabledTitle, description: T.disabledBody });
  }

  return (
    <Card className="space-y-4 p-5">
      <div className="space-y-1">
        <h2 id="notifications-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Bell className="size-5 text-brand-600" aria-hidden />
          {T.heading}
        </h2>
        <p className="text-sm text-gray-600">{T.intro}</p>
      </div>

      {state === "unsupported" && <p className="text-sm text-gray-700">{T.unsupported}</p>}
      {state === "blocked" && <p className="text-sm text-gray-700">{T.blocked}</p>}
      {state === "off" && (
        <Button className="w-full" onClick={() => void turnOn()} disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Bell className="size-4" aria-hidden />}
          {busy ? T.enabling : T.enable}
        </Button>
      )}
      {state === "on" && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-green-700">{T.enabledHere}</p>
          <Button className="w-full" onClick={() => sendTest.mutate()} disabled={busy || sendTest.isPending}>
            {sendTest.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <BellRing className="size-4" aria-hidden />
            )}
            {sendTest.isPending ? T.sendingTest : T.sendTest}
          </Button>
          <Button variant="outline" className="w-full" onClick={() => void turnOff()} disabled={busy}>
            <BellOff className="size-4" aria-hidden />
            {T.disable}
          </Button>
        </div>
      )}

      {settings.data && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{T.kinds}</legend>
          {KINDS.map((kind) => (
            <SettingSwitch
              key={kind}
              label={T[kind]}
              hint={T[`${kind}Hint`]}
              checked={settings.data[kind]}
              onChange={(checked) => {
                const next: NotificationSettings = { ...settings.data, [kind]: checked };
                update.mutate(next);
              }}
            />
          ))}
        </fieldset>
      )}
    </Card>
  );
}
