"use client";

import { MESSAGE_REFRESH_MS } from "@unveil/validators/limits";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLive, useLiveEvent } from "~/components/live/live-events";
import type { ChatMessage } from "~/lib/match-display";
import { api } from "~/trpc/react";

/** Merges message lists by id, keeping the server's order (oldest first). */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => !seen.has(message.id));
  return fresh.length === 0 ? held : [...held, ...fresh];
}

/**
 * The chat's messages: the full list once, then new ones as the live stream brings
 * them (docs/product-rules.md#live-events), each followed by one read of the messages after the newest held
 * (it marks them read and fills any gap). While the stream is down, that read runs
 * every 3 s instead (spec §9), paused while the tab is hidden. Both paths merge by id,
 * so a message never shows twice. Everything stops for good when the chat is gone.
 */
export function useChatMessages(matchId: string, onNewMessages?: () => void) {
  const utils = api.useUtils();
  const live = useLive();
  const initial = api.messages.list.useQuery({ matchId });
  const [later, setLater] = useState<ChatMessage[]>([]);
  const [gone, setGone] = useState(false);
  const messages = useMemo(() => mergeMessages(initial.data ?? [], later), [initial.data, later]);
  // The reads use the newest id and the callback through refs so the timer is not reset by every message.
  const newestId = useRef<string | undefined>(undefined);
  const heldIds = useRef(new Set<string>());
  const onNew = useRef(onNewMessages);
  useEffect(() => {
    newestId.current = messages.at(-1)?.id;
    heldIds.current = new Set(messages.map((message) => message.id));
    onNew.current = onNewMessages;
  }, [messages, onNewMessages]);

  const inFlight = useRef(false);
  const again = useRef(false);
  const fetchNewer = useCallback(
    function fetchNewer() {
      if (document.hidden) return;
      // A read asked for while one runs follows it, so nothing that arrived meanwhile stays unread.
      if (inFlight.current) {
        again.current = true;
        return;
      }
      inFlight.current = true;
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
          inFlight.current = false;
          if (again.current) {
            again.current = false;
            fetchNewer();
          }
        });
    },
    [matchId, utils],
  );

  const ready = initial.isSuccess;
  useEffect(() => {
    if (!ready || gone) return;
    if (live) {
      // The stream is (back) up: one read covers what came before it, then no polling.
      fetchNewer();
      const onVisible = () => fetchNewer();
      document.addEventListener("visibilitychange", onVisible);
      return () => document.removeEventListener("visibilitychange", onVisible);
    }
    const timer = window.setInterval(fetchNewer, MESSAGE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [ready, gone, live, fetchNewer]);

  useLiveEvent((event) => {
    if (event.event === "match-removed" && event.data.matchId === matchId) setGone(true);
    if (event.event !== "message" || event.data.matchId !== matchId || !ready || gone) return;
    if (heldIds.current.has(event.data.id)) return;
    setLater((held) => mergeMessages(held, [event.data]));
    fetchNewer();
  });

  const append = useCallback((message: ChatMessage) => setLater((held) => mergeMessages(held, [message])), []);

  return { messages, initial, gone, append };
}
