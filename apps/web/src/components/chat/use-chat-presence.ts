"use client";

import { TYPING_INTERVAL_MS } from "@unveil/validators/limits";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveEvent } from "~/components/live/live-events";
import { api } from "~/trpc/react";

/** 'typing…' stays this long after the other side's last typing event (they come every 2 s while typing). */
const TYPING_SHOWN_MS = 3500;

/**
 * The chat's live state (docs/product-rules.md#live-events): whether the other side is typing, the last of
 * my messages they have read, and `notifyTyping` for the composer (at most one typing
 * call per 2 s; a failed one is not worth telling the dater about).
 */
export function useChatPresence(matchId: string, viewerId: string) {
  const [otherTyping, setOtherTyping] = useState(false);
  const [lastReadMessageId, setLastReadMessageId] = useState<string | null>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  useLiveEvent((event) => {
    if (event.event === "typing" && event.data.matchId === matchId) {
      setOtherTyping(true);
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
    } else if (event.event === "message" && event.data.matchId === matchId && event.data.senderId !== viewerId) {
      window.clearTimeout(typingTimer.current);
      setOtherTyping(false);
    } else if (event.event === "read" && event.data.matchId === matchId) {
      setLastReadMessageId(event.data.lastReadMessageId);
    }
  });

  const { mutate } = api.matches.typing.useMutation();
  const lastTypingSent = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_INTERVAL_MS) return;
    lastTypingSent.current = now;
    mutate({ matchId });
  }, [matchId, mutate]);

  return { otherTyping, lastReadMessageId, notifyTyping };
}
