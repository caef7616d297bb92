import { Id } from "@unveil/validators";
import { notFound } from "next/navigation";
import { ChatScreen } from "~/components/chat/chat-screen";
import { BottomNav } from "~/components/shell/bottom-nav";
import { requireStage } from "~/server/page-access";

export default async function ChatPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireStage("app");
  const { id } = await params;
  if (!Id.safeParse(id).success) notFound();
  return (
    <>
      <main className="mx-auto w-full max-w-md bg-gray-50">
        <ChatScreen matchId={id} viewerId={viewer.user.id} />
      </main>
      <BottomNav />
    </>
  );
}
