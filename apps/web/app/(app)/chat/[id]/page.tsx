import { Id } from "@unveil/validators";
import { notFound } from "next/navigation";
import { ChatScreen } from "~/components/chat/chat-screen";
import { OpenAtNewest } from "~/components/chat/open-at-newest";
import { BottomNav } from "~/components/shell/bottom-nav";
import { pageNonce } from "~/server/nonce";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

export default async function ChatPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireStage("app");
  const { id } = await params;
  if (!Id.safeParse(id).success) notFound();
  const queries = await prefilled([
    { path: "matches.get", input: { matchId: id }, load: (api) => api.matches.get({ matchId: id }) },
    { path: "messages.list", input: { matchId: id }, load: (api) => api.messages.list({ matchId: id }) },
  ]);
  // Reading the messages marked them read: the unread count is read after, so the badge arrives right in the HTML.
  queries.push(...(await prefilled([{ path: "stats.unreadCount", load: (api) => api.stats.unreadCount() }])));
  return (
    <Prefilled queries={queries}>
      {/* pb-16: room for the fixed bottom navigation, so at the page's end the composer sits above it, not over the newest message. */}
      <main className="mx-auto w-full max-w-md bg-gray-50 pb-16">
        <ChatScreen matchId={id} viewerId={viewer.user.id} />
      </main>
      {/* Before the marker, so the first paint (which waits for it) has the navigation too (decision 0042). */}
      <BottomNav />
      <OpenAtNewest nonce={await pageNonce()} />
    </Prefilled>
  );
}
