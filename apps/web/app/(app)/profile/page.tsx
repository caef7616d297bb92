import { ProfileScreen } from "~/components/profile/profile-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";

/** `/profile` (spec §2): signed-in users who finished onboarding; with the bottom navigation. */
export default async function ProfilePage() {
  await requireStage("app");
  return (
    <AppFrame nav={<BottomNav />}>
      <ProfileScreen />
    </AppFrame>
  );
}
