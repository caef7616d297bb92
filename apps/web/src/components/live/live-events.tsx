"use client";

import type { LiveEvent } from "@unveil/api/client";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { afterLoadWhenIdle } from "~/lib/when-idle";
import { api } from "~/trpc/react";
import type { createLiveClient } from "./live-client";

type Listener = (event: LiveEvent) => void;

type LiveClient = ReturnType<typeof createLiveClient>;
let liveClient: Promise<LiveClient> | undefined;
/** The stream's client, loaded once on demand (a plain `import()`: nothing more joins the first load). */
function loadLiveClient(): Promise<LiveClient> {
  liveClient ??= import("./live-client").then(
    (module) => module.createLiveClient(),
    (error: unknown) => {
      liveClient = undefined;
      throw error;
    },
  );
  return liveClient;
}

/** After the stream ends or fails for good (a sixth tab, a restart), the app polls this long before trying again. */
const RESUBSCRIBE_AFTER_MS = 30_000;

interface LiveEventsValue {
  /** True while the stream is connected: the screens stop polling. */
  live: boolean;
  subscribe: (listener: Listener) => () => void;
}

/** Without a provider (tests, screens outside the signed-in layout): never live, so the screens poll. */
const LiveEventsContext = createContext<LiveEventsValue>({ live: false, subscribe: () => () => {} });

/**
 * The signed-in app's one live connection (docs/product-rules.md#live-events), opened once the page is
 * idle after loading. It keeps the shared caches
 * current itself (matches lists, the Matches badge) and hands every event to the
 * screens that listen (the open chat). While it is down the screens poll at the spec's
 * cadence and nothing is shown to the dater.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const utils = api.useUtils();
  const [live, setLive] = useState(false);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null;
    let retry: number | undefined;
    let stopped = false;
    const handle = (event: LiveEvent) => {
      switch (event.event) {
        case "unread":
          utils.stats.unreadCount.setData(undefined, event.data);
          break;
        case "match":
        case "match-removed":
          void utils.matches.list.invalidate();
          break;
        case "match-updated":
          utils.matches.get.setData({ matchId: event.data.id }, event.data);
          void utils.matches.list.invalidate();
          break;
        case "reset":
          void utils.invalidate();
          break;
        default:
          break;
      }
      for (const listener of listeners.current) listener(event);
    };
    const subscribe = (client: LiveClient) => {
      if (stopped) return;
      subscription = client.events.stream.subscribe(undefined, {
        onData: (tracked) => handle(tracked.data),
        // A transition: the screens that stop polling render again in slices, not in one long task (issue 30).
        onConnectionStateChange: (state) => startTransition(() => setLive(state.state === "pending")),
        onError: (error) => {
          setLive(false);
          // Signed out: the screens' own queries take the dater to the landing page.
          if (error.data?.code !== "UNAUTHORIZED") retry = window.setTimeout(start, RESUBSCRIBE_AFTER_MS);
        },
        onComplete: () => {
          setLive(false);
          retry = window.setTimeout(start, RESUBSCRIBE_AFTER_MS);
        },
      });
    };
    // Not loaded (offline, a new deployment): the screens keep polling, and it is tried again later.
    const start = () =>
      void loadLiveClient().then(subscribe, () => {
        retry = window.setTimeout(start, RESUBSCRIBE_AFTER_MS);
      });
    // Once the page has loaded and the browser is idle (issue 30: the live client and stream are no work a dater waits for on first paint).
    const cancelStart = afterLoadWhenIdle(start, 0);
    return () => {
      stopped = true;
      cancelStart();
      window.clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [utils]);

  // Back from a gap (or connected for the first time): catch up once on what polling would have brought.
  useEffect(() => {
    if (live) void utils.stats.unreadCount.invalidate();
  }, [live, utils]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<LiveEventsValue>(() => ({ live, subscribe }), [live, subscribe]);
  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}

/** Whether the live stream is up (screens poll only while it is not). */
export function useLive(): boolean {
  return useContext(LiveEventsContext).live;
}

/** Calls `listener` with every live event while the component is mounted. */
export function useLiveEvent(listener: Listener): void {
  const { subscribe } = useContext(LiveEventsContext);
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  }, [listener]);
  useEffect(() => subscribe((event) => current.current(event)), [subscribe]);
}
