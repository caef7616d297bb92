"use client";

import { MESSAGE_REFRESH_MS } from "@unveil/validators/limits";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ChatMessage } from "~/lib/match-display";
import { api } from "~/trpc/react";

/** Merges message lists by id, keeping the server's order (oldest first). */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => !seen.has(message.id));
  return fresh.length === 0 ? held : [...held, ...fresh];
}

/**
 * The chat's messages: the full list once, then every 3 s only the messages after the
 * newest one held (spec §9). Polling pauses while the tab is hidden and stops for
 * good when the chat is gone (deleted or blocked).
 */
export function useChatMessages(matchId: string, onNewMessages?: () => void) {
  const utils = api.useUtils();
  const initial = api.messages.list.useQuery({ matchId });
  const [later, setLater] = useState<ChatMessage[]>([]);
  const [gone, setGone] = useState(false);
  const messages = useMemo(() => mergeMessages(initial.data ?? [], later), [initial.data, later]);
  // The poll reads the newest id and the callback through refs so the timer is not reset by every message.
  const newestId = useRef<string | undefined>(undefined);
  const onNew = useRef(onNewMessages);
  useEffect(() => {
    newestId.current = messages.at(-1)?.id;
    onNew.current = onNewMessages;
  }, [messages, onNewMessages]);

  const ready = initial.isSuccess;
  useEffect(() => {
    if (!ready || gone) return;
    let inFlight = false;
    const timer = window.setInterval(() => {
      if (inFlight || document.hidden) return;
      inFlight = true;
      const after = newestId.current;
      utils.client.messages.list
        .query(after ? { matchId, after } : { matchId })
        .then((fresh) => {
          if (fresh.length > 0) {
            setLater((held) => mergeMessages(held, fresh));
            onNew.current?.();
          }
        })
        .catch((error: unknown) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          if (status === 404 || status === 403) setGone(true);
        })
        .finally(() => {
          inFlight = false;
        });
    }, MESSAGE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [ready, gone, matchId, utils]);

  const append = useCallback((message: ChatMessage) => setLater((held) => mergeMessages(held, [message])), []);

  return { messages, initial, gone, append };
}
