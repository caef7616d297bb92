import { AuthTabs } from "./auth-forms";
import { LearnMoreDialog } from "./learn-more-dialog";
import { LiveUsersDisplay } from "./live-users-display";
import { TermsDialog } from "./terms-dialog";
import { LANDING_TEXTS } from "./texts";

/** `/` for signed-out visitors (spec §2 Landing / sign-in). */
export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white md:my-8 md:min-h-0 md:overflow-hidden md:rounded-3xl md:shadow-xl">
      <section className="relative isolate overflow-hidden text-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing here */}
        <img
          src="/hero.svg"
          alt=""
          width={400}
          height={260}
          className="absolute inset-0 -z-10 size-full object-cover"
          fetchPriority="high"
        />
        <div className="flex min-h-64 flex-col items-center justify-end gap-4 bg-gradient-to-t from-black/60 via-black/30 to-black/10 px-6 pb-6 pt-16 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-white/90">Unveil</p>
          <h1 className="text-balance text-3xl font-extrabold leading-tight">{LANDING_TEXTS.tagline}</h1>
          <LearnMoreDialog />
        </div>
      </section>
      <section className="flex flex-1 flex-col gap-5 px-6 py-6">
        <LiveUsersDisplay />
        <AuthTabs />
        <div className="mt-auto space-y-1 text-center text-xs text-gray-600">
          <TermsDialog />
          <p>{LANDING_TEXTS.agreement}</p>
        </div>
      </section>
    </main>
  );
}
