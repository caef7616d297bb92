import { ChatsScreen } from "~/components/chats/chats-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

export default async function ChatsPage() {
  const viewer = await requireStage("app");
  const queries = await prefilled([
    { path: "matches.list", load: (api) => api.matches.list() },
    { path: "stats.unreadCount", load: (api) => api.stats.unreadCount() },
  ]);
  return (
    <Prefilled queries={queries}>
      <AppFrame nav={<BottomNav />}>
        <ChatsScreen viewerId={viewer.user.id} />
      </AppFrame>
    </Prefilled>
  );
}
