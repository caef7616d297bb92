"use client";

import type { SafetyTip } from "@unveil/validators";
import { HeartCrack, ShieldAlert } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { SAFETY_TEXTS as T } from "./safety-texts";

/**
 * The one tip shown under a message from the other person (docs/product-rules.md#safety-in-the-chat):
 * money first, then moving off Unveil (a phone number or another app), then a link.
 */
export function tipText(tips: readonly SafetyTip[]): string | null {
  if (tips.includes("money")) return T.tips.money;
  if (tips.includes("phone") || tips.includes("off-platform")) return T.tips.offPlatform;
  if (tips.includes("link")) return T.tips.link;
  return null;
}

/** These notes' buttons are in the chat's server HTML: they wait for hydration, disabled (a press before would be lost). */
export function SafetyTipNote({ tips, onReport }: { tips: readonly SafetyTip[]; onReport: () => void }) {
  const hydrated = useHydrated();
  const text = tipText(tips);
  if (!text) return null;
  return (
    <div
      role="note"
      data-testid="safety-tip"
      className="mt-1 flex w-full max-w-xs items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-[13px] leading-snug text-amber-900 ring-1 ring-amber-200"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <p className="flex-1">{text}</p>
      <Button
        variant={null}
        size={null}
        className="-my-1 h-7 px-1 text-sm text-amber-900 underline-offset-4 hover:underline"
        disabled={!hydrated}
        onClick={onReport}
      >
        {T.report}
      </Button>
    </div>
  );
}

const noSubscription = () => () => {};

/** Under a message sent with "Send anyway" (docs/product-rules.md#are-you-sure); `No` hides it for good on this device. */
export function BothersPrompt({ messageId, onReport }: { messageId: string; onReport: () => void }) {
  const key = `unveil:not-bothered:${messageId}`;
  // Read after hydration, like a chat image's 'Tap to view' (chat-image.tsx): the server HTML cannot know it.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => window.localStorage.getItem(key) === "1",
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const hydrated = useHydrated();
  if (dismissed || dismissedBefore) return null;
  return (
    <div
      role="group"
      aria-label={T.bothersTitle}
      data-testid="bothers-prompt"
      className="mt-1 w-full max-w-xs rounded-2xl bg-rose-50 px-3 py-2 text-[13px] text-rose-900 ring-1 ring-rose-200"
    >
      {/* The question on a line of its own: beside two buttons it wrapped into a cramped column at 390 px. */}
      <p className="flex items-center gap-2 font-medium">
        <HeartCrack className="size-4 shrink-0 text-rose-700" aria-hidden />
        {T.bothersTitle}
      </p>
      <div className="mt-2 flex gap-2 pl-6">
        <Button
          size={null}
          variant={null}
          className="h-8 rounded-full border border-rose-300 bg-white px-4 text-sm text-rose-800 hover:bg-rose-100"
          disabled={!hydrated}
          onClick={onReport}
        >
          {T.report}
        </Button>
        <Button
          size={null}
          variant={null}
          className="h-8 rounded-full px-4 text-sm text-rose-900 hover:bg-rose-100"
          disabled={!hydrated}
          onClick={() => {
            window.localStorage.setItem(key, "1");
            setDismissed(true);
          }}
        >
          {T.no}
        </Button>
      </div>
    </div>
  );
}

/** A message collapsed by the viewer's hidden words (docs/product-rules.md#hidden-words), until `Show`. */
export function HiddenMessage({ onShow }: { onShow: () => void }) {
  const hydrated = useHydrated();
  return (
    <div
      data-testid="hidden-message"
      className="flex items-center gap-3 rounded-2xl rounded-bl-md bg-gray-100 px-3.5 py-2 text-[14px] italic text-gray-600 ring-1 ring-gray-200"
    >
      <span>{T.hidden}</span>
      <Button size={null} variant="outline" className="h-7 px-3 text-sm not-italic" disabled={!hydrated} onClick={onShow}>
        {T.show}
      </Button>
    </div>
  );
}
