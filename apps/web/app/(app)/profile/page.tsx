import type { AppCaller } from "@unveil/api";
import { ProfileScreen } from "~/components/profile/profile-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

type Profile = Awaited<ReturnType<AppCaller["profile"]["get"]>>;

/**
 * `/profile` (spec §2): signed-in users who finished onboarding; with the bottom
 * navigation. Rendered on the server from the page's own read (issue 30); the cache gets
 * the same read for Settings.
 */
export default async function ProfilePage() {
  const viewer = await requireStage("app");
  const read: { profile: Profile | null } = { profile: null };
  const queries = await prefilled([{ path: "profile.get", load: async (api) => (read.profile = await api.profile.get()) }]);
  return (
    <Prefilled queries={queries}>
      <AppFrame nav={<BottomNav />}>
        <ProfileScreen firstName={viewer.user.firstName} profile={read.profile} />
      </AppFrame>
    </Prefilled>
  );
}
