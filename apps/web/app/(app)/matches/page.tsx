import { MatchesScreen } from "~/components/matches/matches-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";

/** `/` signed in (spec §2 Matches): the proxy serves this page at `/`; `/matches` itself is not a route. */
export default async function MatchesPage() {
  const viewer = await requireStage("app");
  return (
    <AppFrame nav={<BottomNav />}>
      <MatchesScreen viewerId={viewer.user.id} />
    </AppFrame>
  );
}
