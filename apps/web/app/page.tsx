import { redirect } from "next/navigation";
import { LandingPage } from "~/components/landing/landing-page";
import { MatchesScreen } from "~/components/matches/matches-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { getViewer, stageOf } from "~/server/viewer";

/** `/`: the landing page when signed out, the matches when signed in (spec §2). */
export default async function HomePage() {
  const viewer = await getViewer();
  if (!viewer) return <LandingPage />;
  const stage = stageOf(viewer);
  if (stage === "profile-setup") redirect("/profile-setup");
  if (stage === "quiz") redirect("/quiz");
  return (
    <AppFrame nav>
      <MatchesScreen viewerId={viewer.user.id} />
    </AppFrame>
  );
}
