import { schema, type Unlisten } from "@unveil/db";
import { and, gt, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { CURSOR_MAX_AGE_MS, decodeCursor, encodeCursor } from "./event-cursor";
import { deliveriesForBatch, messagesMissedBy, type Delivery, type Notice } from "./event-loaders";
import type { EventSink, LiveEvent } from "./live-event";
import { toMessageView } from "../services/messages";

/** The channel the database triggers NOTIFY on (migration 0004_live_events). */
const EVENTS_CHANNEL = "unveil_events";
/** Contract §11: a user holds at most this many streams; a new one closes the oldest. */
const MAX_STREAMS_PER_USER = 5;
/** Every open stream's session is checked this often (contract: closed within 5 s). */
const SESSION_CHECK_MS = 2_000;
/** Contract §11: at most one typing event per user and match in this window. */
const TYPING_INTERVAL_MS = 2_000;
/** A batch's ids are bound parameters: at most about this many per batch; the rest wait for the next. */
const MAX_BATCH_IDS = 1_000;
/** Message ids a stream remembers, so a message replayed on resume is not sent again live. */
const REMEMBERED_MESSAGES = 500;

interface Stream {
  userId: string;
  sessionId: string;
  openedAt: number;
  cursorSeq: number;
  sink: EventSink;
  /** Live deliveries held while the stream opens (its seq read and any resume replay). */
  held: Delivery[] | null;
  sentMessageIds: Set<string>;
  closed: boolean;
}

export interface OpenStreamOptions {
  userId: string;
  sessionId: string;
  lastEventId: string | null;
}

/** Contract §11's event service: one per process, fed by the database's NOTIFYs. */
export interface EventHub {
  /** Opens a stream: replays what a resuming client missed, then live events. Answers its close. */
  open(options: OpenStreamOptions, sink: EventSink): Promise<() => void>;
  /** True while the user holds an open stream on this instance (presence, per instance). */
  hasOpenStream(userId: string): boolean;
  isLooking(userId: string): boolean;
  /** A typing notice to the other side of a visible match, at most one per 2 s per user and match. */
  typing(userId: string, matchId: string, otherUserId: string): Promise<void>;
  /** Closes every stream and stops listening (graceful shutdown, tests). */
  closeAll(): Promise<void>;
}

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

export function createEventHub(getDeps: () => AppDeps, listen: Listen | undefined): EventHub {
  const streamsByUser = new Map<string, Stream[]>();
  const lastTyping = new Map<string, number>();
  let started: Promise<void> | null = null;
  let unlisten: Unlisten | null = null;
  let sessionTimer: NodeJS.Timeout | null = null;
  // Notices are handled one batch after another, so events keep their commit order.
  let queue: Promise<void> = Promise.resolve();
  /** Notices received and not yet taken by a batch. */
  const pending: Notice[] = [];

  const deps = () => getDeps();
  const now = () => deps().now().getTime();
  const idOf = (stream: Stream) => encodeCursor({ seq: stream.cursorSeq, at: now() });

  function sendTo(stream: Stream, event: LiveEvent) {
    if (!stream.closed) stream.sink.send({ ...event, id: idOf(stream) });
  }

  function deliver(stream: Stream, delivery: Delivery) {
    if (stream.held) {
      stream.held.push(delivery);
      return;
    }
    if (delivery.messageId !== undefined) {
      if (stream.sentMessageIds.has(delivery.messageId)) return;
      remember(stream, delivery.messageId);
      stream.cursorSeq = Math.max(stream.cursorSeq, delivery.seq ?? 0);
    }
    sendTo(stream, delivery.event);
  }

  function remember(stream: Stream, messageId: string) {
    stream.sentMessageIds.add(messageId);
    if (stream.sentMessageIds.size > REMEMBERED_MESSAGES) {
      const oldest = stream.sentMessageIds.values().next().value;
      if (oldest !== undefined) stream.sentMessageIds.delete(oldest);
    }
  }

  function closeStream(stream: Stream, notifySink: boolean) {
    if (stream.closed) return;
    stream.closed = true;
    const list = streamsByUser.get(stream.userId) ?? [];
    const rest = list.filter((other) => other !== stream);
    if (rest.length > 0) streamsByUser.set(stream.userId, rest);
    else streamsByUser.delete(stream.userId);
    if (notifySink) stream.sink.close();
  }

  function parseNotice(payload: string): Notice | null {
    let notice: { k?: unknown; ids?: unknown };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return null;
    }
    if (typeof notice.k !== "string" || !Array.isArray(notice.ids)) return null;
    return { k: notice.k, ids: notice.ids.filter((id): id is string => typeof id === "string") };
  }

  /** Every notice that arrived while the previous batch ran, handled as one batch, in order. */
  async function handleBatch() {
    let size = 0;
    let ids = 0;
    while (size < pending.length && (size === 0 || ids < MAX_BATCH_IDS)) ids += pending[size++]?.ids.length ?? 0;
    const notices = pending.splice(0, size);
    if (pending.length > 0) schedule();
    if (notices.length === 0 || streamsByUser.size === 0) return;
    const deliveries = await deliveriesForBatch(deps(), notices, (userId) => streamsByUser.has(userId));
    for (const delivery of deliveries) {
      for (const stream of streamsByUser.get(delivery.userId) ?? []) deliver(stream, delivery);
    }
  }

  function onNotice(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return;
    // A session's end closes streams at once, outside the delivery queue.
    if (notice.k === "session-ended") {
      checkSessions(notice.ids).catch((error: unknown) => console.error("[events] session check failed", error));
      return;
    }
    pending.push(notice);
    // One batch per turn of the queue: notices arriving meanwhile join the next one.
    if (pending.length === 1) schedule();
  }

  function schedule() {
    queue = queue.then(handleBatch).catch((error: unknown) => console.error("[events] delivery failed", error));
  }

  /** Closes the streams whose session has ended (logout, deletion, any revocation). */
  async function checkSessions(onlyUsers?: string[]) {
    const streams = [...streamsByUser.values()].flat().filter((s) => !onlyUsers || onlyUsers.includes(s.userId));
    if (streams.length === 0) return;
    const sessionIds = [...new Set(streams.map((s) => s.sessionId))];
    const alive = await deps()
      .db.select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(and(inArray(schema.sessions.id, sessionIds), gt(schema.sessions.expiresAt, deps().now())));
    const aliveIds = new Set(alive.map((row) => row.id));
    for (const stream of streams) if (!aliveIds.has(stream.sessionId)) closeStream(stream, true);
  }

  /** The periodic check, on its own timer (not behind deliveries); never two at once. */
  let checking = false;
  function checkAllSessions() {
    if (checking) return;
    checking = true;
    checkSessions()
      .catch((error: unknown) => console.error("[events] session check failed", error))
      .finally(() => {
        checking = false;
      });
  }

  function start(): Promise<void> {
    started ??= (async () => {
      if (listen) unlisten = await listen(EVENTS_CHANNEL, onNotice);
      sessionTimer = setInterval(checkAllSessions, SESSION_CHECK_MS);
      sessionTimer.unref();
    })();
    return started;
  }

  async function currentMaxSeq(): Promise<number> {
    const [row] = await deps()
      .db.select({ max: sql<string | number | null>`max(${schema.messages.seq})` })
      .from(schema.messages);
    return Number(row?.max ?? 0);
  }

  return {
    async open(options, sink) {
      await start();
      // Registered before anything is read: a message committed from here on reaches the
      // stream live (held until the replay below has run), so none falls between the two.
      const stream: Stream = {
        userId: options.userId,
        sessionId: options.sessionId,
        openedAt: now(),
        cursorSeq: 0,
        sink,
        held: [],
        sentMessageIds: new Set(),
        closed: false,
      };
      const list = streamsByUser.get(options.userId) ?? [];
      list.push(stream);
      streamsByUser.set(options.userId, list);
      for (const oldest of list.slice(0, Math.max(0, list.length - MAX_STREAMS_PER_USER))) closeStream(oldest, true);
      try {
        const maxSeq = await currentMaxSeq();
        const cursor = options.lastEventId ? decodeCursor(options.lastEventId) : null;
        const resuming = cursor !== null && cursor.seq <= maxSeq && now() - cursor.at <= CURSOR_MAX_AGE_MS;
        stream.cursorSeq = resuming ? cursor.seq : maxSeq;
        if (options.lastEventId && !resuming) sendTo(stream, { event: "reset", data: {} });
        if (resuming) {
          for (const row of await messagesMissedBy(deps(), options.userId, cursor.seq)) {
            remember(stream, row.id);
            stream.cursorSeq = Math.max(stream.cursorSeq, row.seq);
            sendTo(stream, { event: "message", data: toMessageView(row) });
          }
        }
      } catch (error) {
        closeStream(stream, false);
        throw error;
      } finally {
        const held = stream.held ?? [];
        stream.held = null;
        for (const delivery of held) deliver(stream, delivery);
      }
      return () => closeStream(stream, false);
    },
    hasOpenStream: (userId) => streamsByUser.has(userId),
    isLooking: (userId) => streamsByUser.has(userId),
    async typing(userId, matchId, otherUserId) {
      const key = `${userId}:${matchId}`;
      const at = now();
      const last = lastTyping.get(key);
      if (last !== undefined && at - last < TYPING_INTERVAL_MS) return;
      lastTyping.set(key, at);
      if (lastTyping.size > 10_000) {
        for (const [k, t] of lastTyping) if (at - t >= TYPING_INTERVAL_MS) lastTyping.delete(k);
      }
      // Nothing is stored: a notice only, ids only, like the triggers' (it is not part of any write).
      const payload = JSON.stringify({ k: "typing", ids: [`${matchId}:${otherUserId}`] });
      await deps().db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },
    async closeAll() {
      if (sessionTimer) clearInterval(sessionTimer);
      sessionTimer = null;
      for (const stream of [...streamsByUser.values()].flat()) closeStream(stream, true);
      const stop = unlisten;
      unlisten = null;
      started = null;
      await queue;
      if (stop) await stop();
    },
  };
}
