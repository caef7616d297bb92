"use client";

import { BellRing, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";
import { usePushSubscription } from "./use-push-subscription";

const PUSH_PROMPT_TEXTS = {
  title: "Get a tap when your match writes?",
  body: "A private nudge on this device. It never says who wrote or what, unless you choose that in Settings.",
  turnOn: "Turn On",
  turningOn: "Turning on...",
  notNow: "Not Now",
  enabledTitle: "Notifications On",
  enabledBody: "Change what you hear about in Settings any time.",
} as const;
const T = PUSH_PROMPT_TEXTS;

const NOT_NOW_KEY = "unveil.push-prompt.not-now-at";
const QUIET_DAYS = 30;

/** Whether the dater said 'Not now' less than 30 days ago (issue 16: never nag). */
export function saidNotNowRecently(storage: Pick<Storage, "getItem">, now: number): boolean {
  const at = Number(storage.getItem(NOT_NOW_KEY));
  return Number.isFinite(at) && at > 0 && now - at < QUIET_DAYS * 24 * 60 * 60 * 1000;
}

function rememberNotNow() {
  try {
    localStorage.setItem(NOT_NOW_KEY, String(Date.now()));
  } catch {
    // Storage full or blocked: the card may come back next time, nothing worse.
  }
}

function notNowRemembered(): boolean {
  try {
    return saidNotNowRecently(localStorage, Date.now());
  } catch {
    return false;
  }
}

/**
 * The in-app permission moment (docs/product-rules.md#push, issue 16): our own short explanation,
 * shown after a first match or a sent message, never on first load. The browser's
 * permission dialog opens only on 'Turn On'. Hidden where push is unsupported, blocked,
 * already on, without the service worker, or for 30 days after 'Not now'.
 */
export function PushPrompt({ className }: { className?: string }) {
  const { state, hasWorker, busy, turnOn } = usePushSubscription();
  // The first render shows nothing either way (the subscription check is pending), so reading storage here cannot mismatch the server's HTML.
  const [quiet, setQuiet] = useState(() => typeof window === "undefined" || notNowRemembered());
  const titleId = useId();

  if (quiet || !hasWorker || state !== "off") return null;

  function notNow() {
    rememberNotNow();
    setQuiet(true);
  }

  async function enable() {
    const next = await turnOn();
    if (next === "on") toast({ title: T.enabledTitle, description: T.enabledBody });
    // The browser's own dialog closed without an answer: that is a 'Not now' too.
    else if (next === "off" && Notification.permission === "default") notNow();
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn("relative rounded-2xl border border-brand-100 bg-brand-50 p-4 shadow-sm", className)}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 flex-none items-center justify-center rounded-full bg-white text-brand-600">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-sm font-bold text-gray-900">
            {T.title}
          </h2>
          <p className="text-xs text-gray-700">{T.body}</p>
        </div>
      </div>
      <div className="mt-3 flex gap-2 pl-12">
        <Button size="sm" onClick={() => void enable()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? T.turningOn : T.turnOn}
        </Button>
        <Button size="sm" variant="ghost" onClick={notNow} disabled={busy}>
          {T.notNow}
        </Button>
      </div>
    </section>
  );
}
