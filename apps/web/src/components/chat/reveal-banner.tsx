"use client";

import { Eye, PartyPopper } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { CHAT_TEXTS as T } from "./texts";

/** The line under 'Ready to see each other?' for each reveal state (spec §2, §4). */
export function revealBannerText(iRevealed: boolean, theyRevealed: boolean): string {
  if (iRevealed && theyRevealed) return T.bothRevealed;
  if (iRevealed) return T.bannerWaiting;
  if (theyRevealed) return T.bannerTheyWant;
  return T.bannerExplain;
}

interface RevealBannerProps {
  iRevealed: boolean;
  theyRevealed: boolean;
  onReveal: () => void;
}

/** In the chat's server HTML, 'Reveal Profile' waits for hydration, disabled (a press before would be lost). */
export function RevealBanner({ iRevealed, theyRevealed, onReveal }: RevealBannerProps) {
  const hydrated = useHydrated();
  if (iRevealed && theyRevealed) {
    return (
      <p
        className="mx-3 mt-3 flex items-center justify-center gap-2 rounded-2xl bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800"
        role="status"
      >
        <PartyPopper className="size-4" aria-hidden /> {T.bothRevealed}
      </p>
    );
  }
  return (
    <section
      aria-label={T.bannerTitle}
      className={`mx-3 mt-3 flex items-center gap-3 rounded-2xl px-4 py-3 ${theyRevealed && !iRevealed ? "bg-brand-600 text-white" : "bg-brand-50 text-gray-900"}`}
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-bold">{T.bannerTitle}</h2>
        <p className={`text-xs ${theyRevealed && !iRevealed ? "text-white" : "text-gray-700"}`} role="status">
          {revealBannerText(iRevealed, theyRevealed)}
        </p>
      </div>
      <Button
        size="sm"
        variant={theyRevealed && !iRevealed ? "secondary" : "primary"}
        onClick={onReveal}
        disabled={iRevealed || !hydrated}
      >
        <Eye aria-hidden /> {iRevealed ? T.revealed : T.revealProfile}
      </Button>
    </section>
  );
}
