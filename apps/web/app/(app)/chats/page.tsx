import type { AppCaller } from "@unveil/api";
import { ChatsScreen } from "~/components/chats/chats-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

type MatchList = Awaited<ReturnType<AppCaller["matches"]["list"]>>;

export default async function ChatsPage() {
  const viewer = await requireStage("app");
  // The screen renders the list on the server; the cache gets the same read for the live updates and the badge.
  const read: { matches: MatchList | null } = { matches: null };
  const queries = await prefilled([
    { path: "matches.list", load: async (api) => (read.matches = await api.matches.list()) },
    { path: "stats.unreadCount", load: (api) => api.stats.unreadCount() },
  ]);
  return (
    <Prefilled queries={queries}>
      <AppFrame nav={<BottomNav />}>
        <ChatsScreen matches={read.matches} viewerId={viewer.user.id} />
      </AppFrame>
    </Prefilled>
  );
}
