"use client";

import { Sparkles } from "lucide-react";

/** `/` signed in (spec §2 Matches). The lists arrive with the matches procedures. */
export function MatchesScreen() {
  return (
    <main className="mx-auto w-full max-w-md px-4 pb-24 pt-6">
      <h1 className="text-2xl font-bold">Your Matches</h1>
      <section className="mt-10 flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Sparkles className="size-8" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">Finding Your Matches</h2>
        <p className="max-w-xs text-sm text-gray-600">
          We&apos;re looking for people who share your personality traits within your preferred distance.
        </p>
      </section>
    </main>
  );
}
