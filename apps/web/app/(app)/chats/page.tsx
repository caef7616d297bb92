import { ChatsScreen } from "~/components/chats/chats-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";

export default async function ChatsPage() {
  const viewer = await requireStage("app");
  return (
    <AppFrame nav={<BottomNav />}>
      <ChatsScreen viewerId={viewer.user.id} />
    </AppFrame>
  );
}
