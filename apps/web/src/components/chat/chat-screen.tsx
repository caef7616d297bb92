"use client";

import { Loader2, MessageCircleOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { PushPrompt } from "~/components/pwa/push-prompt";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLive } from "~/components/live/live-events";
import { toast, toastError } from "~/hooks/use-toast";
import { lazyModule, useLazyModule } from "~/lib/lazy-module";
import { sidesOf } from "~/lib/match-display";
import { whenIdle } from "~/lib/when-idle";
import { api } from "~/trpc/react";
import { ChatHeader } from "./chat-header";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { RevealBanner } from "./reveal-banner";
import { isMayHurt } from "./may-hurt-error";
import { CHAT_TEXTS as T } from "./texts";
import { useChatMessages } from "./use-chat-messages";
import { useChatPresence } from "./use-chat-presence";

const celebration = lazyModule(() => import("./reveal-celebration"));
const datePlanDialog = lazyModule(() => import("~/components/date-plans/date-plan-dialog"));

/** How often the match itself is re-read for the other side's reveal, while not both revealed. */
const MATCH_REFRESH_MS = 9000;

/** `/chat/:id` (spec §2 Chat). */
export function ChatScreen({ matchId, viewerId }: { matchId: string; viewerId: string }) {
  const router = useRouter();
  const utils = api.useUtils();
  const [confirmReveal, setConfirmReveal] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const celebrationModule = useLazyModule(celebration, celebrate);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [sharingDate, setSharingDate] = useState(false);
  const datePlans = useLazyModule(datePlanDialog, sharingDate);
  /** After a sent message, the dater may want to hear the answer: the permission moment (docs/product-rules.md#push). */
  const [sentOne, setSentOne] = useState(false);

  // While the live stream is up, a reveal arrives as a `match-updated` event instead.
  const live = useLive();
  const match = api.matches.get.useQuery(
    { matchId },
    { refetchInterval: (query) => (live || query.state.data?.bothRevealed || query.state.error ? false : MATCH_REFRESH_MS) },
  );
  const { messages, initial, gone, append } = useChatMessages(matchId, () => void utils.stats.unreadCount.invalidate());
  const { otherTyping, lastReadMessageId, notifyTyping } = useChatPresence(matchId, viewerId);

  // Opening the chat read its messages: the unread badge can clear now. On a move from another screen the count held
  // was read before that. Once idle: on a page load the count came with the page, read after the messages (issue 30).
  useEffect(() => {
    if (initial.isSuccess) return whenIdle(() => void utils.stats.unreadCount.invalidate());
  }, [initial.isSuccess, utils]);

  const send = api.messages.send.useMutation();
  const reveal = api.matches.reveal.useMutation({
    onSuccess: async (updated) => {
      setConfirmReveal(false);
      utils.matches.get.setData({ matchId }, updated);
      if (updated.bothRevealed) {
        setCelebrate(true);
        toast({ title: T.revealedToastTitle, description: T.revealedToastBody });
      } else {
        toast({ title: T.requestSentTitle, description: T.requestSentBody });
      }
      await utils.matches.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  const block = api.reports.blockUser.useMutation({
    onSuccess: async () => {
      toast({ title: T.blockedTitle, description: T.blockedBody });
      await utils.matches.list.invalidate();
      router.replace("/");
    },
    onError: (error) => toastError(error),
  });

  // Stable, so the memoised message list does not render again when the screen does.
  const reportMessage = useCallback(
    (message: { id: string; senderId: string }) =>
      router.push(`/report?userId=${encodeURIComponent(message.senderId)}&messageId=${encodeURIComponent(message.id)}`),
    [router],
  );

  if (match.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-gray-700" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {T.loading}
      </p>
    );
  }
  if (match.isError || gone) {
    return (
      <div className="px-4 pt-6">
        <EmptyState icon={MessageCircleOff} title={T.unavailableTitle}>
          <p>{T.unavailableBody}</p>
          <AppLink href="/" className={`${buttonVariants({ variant: "secondary", size: "sm" })} mt-4`}>
            {T.backToMatches}
          </AppLink>
        </EmptyState>
      </div>
    );
  }

  const current = match.data;
  const { other, iRevealed, theyRevealed } = sidesOf(current, viewerId);

  async function sendMessage(message: { content: string; imageUrl: string | null; confirmed?: true }) {
    try {
      const sent = await send.mutateAsync({ matchId, ...message });
      append(sent);
      setSentOne(true);
      return true;
    } catch (error) {
      // docs/product-rules.md#are-you-sure: the composer asks instead of a toast.
      if (isMayHurt(error)) return "may-hurt" as const;
      toastError(error);
      return false;
    }
  }

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <ChatHeader
        match={current}
        other={other}
        typing={otherTyping}
        onReport={() => router.push(`/report?userId=${encodeURIComponent(other.id)}`)}
        onBlock={() => setConfirmBlock(true)}
        onShareDate={() => setSharingDate(true)}
      />
      <RevealBanner iRevealed={iRevealed} theyRevealed={theyRevealed} onReveal={() => setConfirmReveal(true)} />
      <div className="flex-1 px-3">
        {initial.isPending ? (
          <p className="flex items-center justify-center gap-2 py-16 text-gray-700" role="status">
            <Loader2 className="size-5 animate-spin" aria-hidden /> {T.loading}
          </p>
        ) : (
          <MessageList
            messages={messages}
            viewerId={viewerId}
            bothRevealed={current.bothRevealed}
            lastReadMessageId={lastReadMessageId}
            onReport={reportMessage}
          />
        )}
      </div>
      <div className="sticky bottom-16 z-30">
        {sentOne ? <PushPrompt className="mx-3 mb-2" /> : null}
        <Composer pending={send.isPending} onSend={sendMessage} onTyping={notifyTyping} />
      </div>

      <ConfirmDialog
        open={confirmReveal}
        onOpenChange={setConfirmReveal}
        title={T.revealTitle}
        description={T.revealBody}
        cancelLabel={T.notYet}
        confirmLabel={T.yesReveal}
        destructive={false}
        pending={reveal.isPending}
        onConfirm={() => reveal.mutate({ matchId })}
      />
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={T.blockTitle}
        description={T.blockBody}
        confirmLabel={T.blockConfirm}
        pending={block.isPending}
        onConfirm={() => block.mutate({ userId: other.id })}
      />
      {datePlans ? (
        <datePlans.DatePlanDialog
          matchId={matchId}
          open={sharingDate}
          onOpenChange={setSharingDate}
          onCloseAutoFocus={(event) => event.preventDefault()}
        />
      ) : null}
      {celebrationModule ? (
        <celebrationModule.RevealCelebration open={celebrate} onOpenChange={setCelebrate} match={current} other={other} />
      ) : null}
    </div>
  );
}
