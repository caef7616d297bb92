import type { AppCaller } from "@unveil/api";
import { MatchesScreen } from "~/components/matches/matches-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

type MatchList = Awaited<ReturnType<AppCaller["matches"]["list"]>>;
type Verification = Awaited<ReturnType<AppCaller["verification"]["get"]>>;

/** `/` signed in (spec §2 Matches): the proxy serves this page at `/`; `/matches` itself is not a route. */
export default async function MatchesPage() {
  const viewer = await requireStage("app");
  // The screen renders the list and the verification prompt on the server; the cache gets the same reads (the list's for the live updates and the badge).
  const read: { matches: MatchList | null; verification: Verification | null } = { matches: null, verification: null };
  const queries = await prefilled([
    { path: "matches.list", load: async (api) => (read.matches = await api.matches.list()) },
    { path: "stats.unreadCount", load: (api) => api.stats.unreadCount() },
    { path: "verification.get", load: async (api) => (read.verification = await api.verification.get()) },
  ]);
  return (
    <Prefilled queries={queries}>
      <AppFrame nav={<BottomNav />}>
        <MatchesScreen
          matches={read.matches}
          viewerId={viewer.user.id}
          verificationStatus={read.verification?.status ?? null}
          unconfirmedEmail={viewer.user.emailVerified ? null : viewer.user.email}
        />
      </AppFrame>
    </Prefilled>
  );
}
