import { schema, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import type { Bus } from "./bus/bus";
import { CURSOR_MAX_AGE_MS, decodeCursor } from "./event-cursor";
import type { EventSink } from "./live-event";
import type { Notice } from "./notice";
import { createNoticeChannel } from "./notice-channel";
import type { EventProjection } from "./projection";
import { createSessionWatch } from "./session-watch";
import { createStreamRegistry } from "./stream-registry";

export interface OpenStreamOptions {
  userId: string;
  sessionId: string;
  lastEventId: string | null;
}

/** The hub's ports: it imports no service and no deps (eslint keeps it so). */
export interface EventHubPorts {
  db: Database;
  now: () => Date;
  bus: Bus;
  projection: EventProjection;
  /** Told when a user's first stream here opens and when their last one closes (shared presence). */
  onPresence?: (userId: string, connected: boolean) => void;
}

/**
 * docs/product-rules.md#live-events's event service, one per process. It only directs: the notice
 * channel says what was committed (or typed), the projection says what that means to
 * whom, the registry sends it to the streams held here.
 */
export interface EventHub {
  /** Opens a stream: replays what a resuming client missed, then live events. Answers its close. */
  open(options: OpenStreamOptions, sink: EventSink): Promise<() => void>;
  /** True while the user holds an open stream on this instance. */
  hasOpenStream(userId: string): boolean;
  /** The users holding a stream on this instance. */
  connectedUserIds(): string[];
  /** After a write committed: wake every instance (batched; docs/product-rules.md#beyond-one-machine). */
  committed(): void;
  /** A typing notice to `toUserId` on every instance (the services decide whether it is sent). */
  typing(toUserId: string, matchId: string): void;
  /** Closes every stream and stops listening (graceful shutdown, tests). */
  closeAll(): Promise<void>;
}

export function createEventHub({ db, now, bus, projection, onPresence }: EventHubPorts): EventHub {
  const nowMs = () => now().getTime();
  const registry = createStreamRegistry(nowMs, (userId, connected) => onPresence?.(userId, connected));
  const channel = createNoticeChannel({ db, now: nowMs, bus });
  const sessions = createSessionWatch(db, now, registry);
  let started: Promise<void> | null = null;

  async function onNotices(notices: Notice[]) {
    const ended = notices.filter((notice) => notice.k === "session-ended");
    // A session's end closes streams at once, outside the delivery queue.
    if (ended.length > 0) sessions.ended(ended.flatMap((notice) => notice.ids));
    const rest = notices.filter((notice) => notice.k !== "session-ended");
    if (rest.length === 0 || registry.size === 0) return;
    await projection.deliveriesForBatch(rest, registry.has, (deliveries) => registry.deliverAll(deliveries));
  }

  function start(): Promise<void> {
    started ??= (async () => {
      await channel.start(onNotices);
      sessions.start();
    })();
    return started;
  }

  async function currentMaxSeq(): Promise<number> {
    const [row] = await db.select({ max: sql<string | number | null>`max(${schema.messages.seq})` }).from(schema.messages);
    return Number(row?.max ?? 0);
  }

  return {
    async open(options, sink) {
      await start();
      // Registered before anything is read: a message committed from here on reaches the
      // stream live (held until the replay below has run), so none falls between the two.
      const stream = registry.add(options.userId, options.sessionId, sink);
      try {
        const maxSeq = await currentMaxSeq();
        const cursor = options.lastEventId ? decodeCursor(options.lastEventId) : null;
        const resuming = cursor !== null && cursor.seq <= maxSeq && nowMs() - cursor.at <= CURSOR_MAX_AGE_MS;
        stream.cursorSeq = resuming ? cursor.seq : maxSeq;
        if (options.lastEventId && !resuming) registry.send(stream, { event: "reset", data: {} });
        if (resuming) {
          for (const missed of await projection.messagesMissedBy(options.userId, cursor.seq)) {
            registry.replay(stream, missed.id, missed.seq, missed.event);
          }
        }
      } catch (error) {
        registry.close(stream, false);
        throw error;
      } finally {
        registry.release(stream);
      }
      return () => registry.close(stream, false);
    },
    hasOpenStream: registry.has,
    connectedUserIds: registry.userIds,
    committed: channel.committed,
    typing: (toUserId, matchId) => channel.publish({ k: "typing", ids: [`${matchId}:${toUserId}`] }),
    async closeAll() {
      sessions.stop();
      for (const stream of registry.all()) registry.close(stream, true);
      started = null;
      await channel.stop();
    },
  };
}
