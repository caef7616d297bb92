import { encodeCursor } from "./event-cursor";
import type { EventSink, LiveEvent } from "./live-event";
import type { Delivery } from "./projection";

/** docs/product-rules.md#live-events: a user holds at most this many streams; a new one closes the oldest. */
const MAX_STREAMS_PER_USER = 5;
/** Message ids a stream remembers, so a message replayed on resume is not sent again live. */
const REMEMBERED_MESSAGES = 500;

export interface Stream {
  userId: string;
  sessionId: string;
  cursorSeq: number;
  sink: EventSink;
  /** Live deliveries held while the stream opens (its seq read and any resume replay). */
  held: Delivery[] | null;
  sentMessageIds: Set<string>;
  closed: boolean;
}

/** The streams this instance holds, by user: adding, closing, and sending to them in order. */
export function createStreamRegistry(now: () => number, onPresence: (userId: string, connected: boolean) => void) {
  const streamsByUser = new Map<string, Stream[]>();

  function close(stream: Stream, notifySink: boolean) {
    if (stream.closed) return;
    stream.closed = true;
    const rest = (streamsByUser.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (rest.length > 0) streamsByUser.set(stream.userId, rest);
    else {
      streamsByUser.delete(stream.userId);
      onPresence(stream.userId, false);
    }
    if (notifySink) stream.sink.close();
  }

  function send(stream: Stream, event: LiveEvent) {
    if (!stream.closed) stream.sink.send({ ...event, id: encodeCursor({ seq: stream.cursorSeq, at: now() }) });
  }

  function remember(stream: Stream, messageId: string, seq: number) {
    stream.sentMessageIds.add(messageId);
    stream.cursorSeq = Math.max(stream.cursorSeq, seq);
    if (stream.sentMessageIds.size > REMEMBERED_MESSAGES) {
      const oldest = stream.sentMessageIds.values().next().value;
      if (oldest !== undefined) stream.sentMessageIds.delete(oldest);
    }
  }

  function deliver(stream: Stream, delivery: Delivery) {
    if (stream.held) {
      stream.held.push(delivery);
      return;
    }
    if (delivery.messageId !== undefined) {
      if (stream.sentMessageIds.has(delivery.messageId)) return;
      remember(stream, delivery.messageId, delivery.seq ?? 0);
    }
    send(stream, delivery.event);
  }

  return {
    /** Registers a stream (held until `release`); the user's oldest beyond five are closed. */
    add(userId: string, sessionId: string, sink: EventSink): Stream {
      const stream: Stream = { userId, sessionId, cursorSeq: 0, sink, held: [], sentMessageIds: new Set(), closed: false };
      const list = streamsByUser.get(userId) ?? [];
      list.push(stream);
      streamsByUser.set(userId, list);
      if (list.length === 1) onPresence(userId, true);
      for (const oldest of list.slice(0, Math.max(0, list.length - MAX_STREAMS_PER_USER))) close(oldest, true);
      return stream;
    },
    /** Sends a replayed message (remembered, so its live copy is not sent again). */
    replay(stream: Stream, messageId: string, seq: number, event: LiveEvent) {
      remember(stream, messageId, seq);
      send(stream, event);
    },
    send,
    /** Ends the hold: what arrived live meanwhile goes out now, minus what the replay sent. */
    release(stream: Stream) {
      const held = stream.held ?? [];
      stream.held = null;
      for (const delivery of held) deliver(stream, delivery);
    },
    deliverAll(deliveries: Delivery[]) {
      for (const delivery of deliveries) for (const stream of streamsByUser.get(delivery.userId) ?? []) deliver(stream, delivery);
    },
    close,
    has: (userId: string) => streamsByUser.has(userId),
    get size() {
      return streamsByUser.size;
    },
    userIds: () => [...streamsByUser.keys()],
    all: (): Stream[] => [...streamsByUser.values()].flat(),
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
