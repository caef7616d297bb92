"use client";

import { MessageCircleHeart } from "lucide-react";
import { memo, useEffect, useState } from "react";
import { LocalTime } from "~/components/local-time/local-time";
import { cn } from "~/lib/cn";
import { isImageOnly, type ChatMessage } from "~/lib/match-display";
import { ChatImage } from "./chat-image";
import { scrollToNewest } from "./open-at-newest";
import { BothersPrompt, HiddenMessage, SafetyTipNote } from "./message-safety";
import { CHAT_TEXTS as T } from "./texts";
import { useMessageWindow } from "./use-message-window";

/**
 * The newest messages, a little more than a tall phone's first screen of the chat shows: their images
 * load first (high priority), older ones as the dater scrolls up to them (lazy).
 */
const FIRST_SCREEN_MESSAGES = 15;

/**
 * The conversation, oldest first, scrolled smoothly to the newest message as messages
 * arrive; 'Seen' under my last message once the other side has read it (a live event).
 * Memoised: the chat screen re-renders when the live connection opens or the other
 * side types, and fifty messages need not render again for that (issue 30).
 */
export const MessageList = memo(function MessageList({
  messages,
  viewerId,
  bothRevealed,
  lastReadMessageId = null,
  onReport,
}: {
  messages: ChatMessage[];
  viewerId: string;
  bothRevealed: boolean;
  lastReadMessageId?: string | null;
  /** Report a message from the other person (a tip's or "Does this bother you?"'s `Report`). */
  onReport?: (message: ChatMessage) => void;
}) {
  /** Messages hidden by the word filter that the dater chose to see. */
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const newestId = messages.at(-1)?.id;
  const { from, markerRef } = useMessageWindow(messages.length);
  useEffect(() => {
    if (newestId) scrollToNewest("smooth");
  }, [newestId]);

  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessageCircleHeart className="size-7" aria-hidden />
        </span>
        <h2 className="font-semibold text-gray-900">{T.emptyTitle}</h2>
        <p className="text-sm text-gray-600">{T.emptyBody}</p>
      </div>
    );
  }

  const myLastIndex = messages.findLastIndex((message) => message.senderId === viewerId);
  const readIndex = lastReadMessageId ? messages.findIndex((message) => message.id === lastReadMessageId) : -1;
  const seenIndex = myLastIndex >= 0 && readIndex >= myLastIndex ? myLastIndex : -1;
  const firstScreenFrom = messages.length - FIRST_SCREEN_MESSAGES;

  // The scroll anchor sits after the list, the older messages' marker before it: an <ol> may hold only <li>s (axe: list).
  return (
    <>
      {from > 0 ? <div ref={markerRef} aria-hidden className="h-px" /> : null}
      <ol className="flex flex-col gap-2 py-4" aria-label="Messages">
        {messages.slice(from).map((message, shownIndex) => {
          const index = from + shownIndex;
          const mine = message.senderId === viewerId;
          const imageOnly = isImageOnly(message);
          const report = () => onReport?.(message);
          // docs/product-rules.md#hidden-words: collapsed until `Show`; no tip or prompt meanwhile.
          if (!mine && message.hiddenByFilter && !shown.has(message.id)) {
            return (
              <li key={message.id} className="flex max-w-[80%] flex-col items-start gap-0.5 self-start">
                <HiddenMessage onShow={() => setShown((before) => new Set(before).add(message.id))} />
                <MessageTime at={message.createdAt} mine={false} />
              </li>
            );
          }
          return (
            <li
              key={message.id}
              className={cn(
                "flex max-w-[80%] flex-col gap-0.5",
                mine ? "items-end self-end" : "items-start self-start",
                // A message with an image takes the widest a bubble may be, whatever its text: its size is set before the image loads.
                message.imageUrl ? "w-[80%]" : "",
              )}
            >
              <div
                className={cn(
                  "overflow-hidden rounded-2xl text-[15px] leading-snug",
                  message.imageUrl ? "w-full" : "",
                  imageOnly ? "" : "px-3.5 py-2",
                  mine ? "rounded-br-md bg-brand-600 text-white" : "rounded-bl-md bg-white text-gray-900 ring-1 ring-gray-200",
                )}
              >
                {message.imageUrl ? (
                  <ChatImage
                    messageId={message.id}
                    src={message.imageUrl}
                    alt={mine ? T.imageFromYou : T.imageFromMatch}
                    viewerId={viewerId}
                    // docs/product-rules.md#chat-images-safe-by-default: another's image is blurred until both reveal, and always when flagged.
                    hidden={!mine && (message.imageSensitive || !bothRevealed)}
                    sensitive={!mine && message.imageSensitive}
                    firstScreen={index >= firstScreenFrom}
                    frameClassName={imageOnly ? "w-full rounded-2xl" : "-mx-3.5 -mt-2 mb-2 w-[calc(100%+1.75rem)] max-w-none"}
                  />
                ) : null}
                {imageOnly ? null : <p className="whitespace-pre-wrap break-words">{message.content}</p>}
              </div>
              {!mine && message.safetyTips.length > 0 ? <SafetyTipNote tips={message.safetyTips} onReport={report} /> : null}
              {!mine && message.mayHurt ? <BothersPrompt messageId={message.id} onReport={report} /> : null}
              <MessageTime at={message.createdAt} mine={mine} />
              {index === seenIndex ? <span className="px-1 text-[11px] font-medium text-gray-600">{T.seen}</span> : null}
            </li>
          );
        })}
      </ol>
      {/* A little room between the newest message and the composer. */}
      <div className="h-2" />
    </>
  );
});

/**
 * The time appears once the page is hydrated (it is the dater's zone's): its box has its final
 * size from the start (the widest time, "10:00 AM" and its padding, is 5.5em; one line high) and
 * its text sits on the bubble's side, so nothing moves then. The box is contained (`contain:
 * strict`): a time written into it lays out that box alone, not the whole list (issue 30).
 */
function MessageTime({ at, mine }: { at: ChatMessage["createdAt"]; mine: boolean }) {
  return (
    <LocalTime
      at={at}
      className={cn("h-[1.5em] w-[6em] px-1 text-[11px] text-gray-600 [contain:strict]", mine ? "text-right" : "text-left")}
    />
  );
}
