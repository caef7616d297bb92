import { schema } from "@unveil/db";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../deps";
import { createEventViews } from "../services/event-views";
import { newSessionAttributes } from "../services/sessions";
import { callerPair } from "../test/caller";
import { startTestApp, useStarted } from "../test/test-app";
import { createInProcessBus } from "./bus/in-process-bus";
import { createEventHub } from "./event-hub";
import type { EventSink, SentEvent } from "./live-event";

/** A sink that keeps what it is sent and can wait for an event. */
function recordingSink() {
  const events: SentEvent[] = [];
  const waiters: (() => void)[] = [];
  const sink: EventSink = {
    send(event) {
      events.push(event);
      for (const wake of waiters.splice(0)) wake();
    },
    close() {},
  };
  const waitFor = async (found: (event: SentEvent) => boolean, what: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!events.some(found)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { sink, events, waitFor };
}

/**
 * The database, except that the next read of the highest seq (`select({ max })`) of
 * `table` waits until `release()`: messages' for the hub's `currentMaxSeq` (the moment
 * between a stream's request and its start), the outbox's for the notice channel's first
 * read, made as long as a test needs.
 */
function withHeldMaxRead(db: AppDeps["db"], table: unknown) {
  let held: { reached: () => void; gate: Promise<void> } | null = null;
  let release = () => {};
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== "select" || typeof value !== "function") return value;
      return (fields?: Record<string, unknown>) => {
        const builder = (value as (fields?: Record<string, unknown>) => { from: (table: unknown) => PromiseLike<unknown> }).call(
          target,
          fields,
        );
        if (!fields || !("max" in fields)) return builder;
        return {
          from: (from: unknown) => {
            const hold = held;
            if (!hold || from !== table) return builder.from(from);
            held = null;
            hold.reached();
            return {
              then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
                hold.gate.then(() => builder.from(from)).then(resolve, reject),
            };
          },
        };
      };
    },
  });
  /** Holds the next max read of `table`; answers once it has been reached. */
  const holdNext = () =>
    new Promise<void>((reached) => {
      const gate = new Promise<void>((resolve) => (release = resolve));
      held = { reached, gate };
    });
  return { db: proxy, holdNext, release: () => release() };
}

describe("event hub: opening a stream", () => {
  const app = useStarted(() => startTestApp());

  it("delivers a message committed while the stream is being opened (between its request and its start)", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const held = withHeldMaxRead(app.deps.db, schema.messages);
    const ports = { db: held.db, now: app.deps.now };
    // Its own bus: the send below wakes the app's hub, so this one finds it on its catch-up read.
    const hub = createEventHub({ ...ports, bus: createInProcessBus(), projection: createEventViews(ports) });
    try {
      // Alice's stream shows when the hub has handled the message's notice.
      const aliceSide = recordingSink();
      const aliceSession = await app.deps.lucia.createSession(alice.id, newSessionAttributes(app.deps, "vitest"));
      await hub.open({ userId: alice.id, sessionId: aliceSession.id, lastEventId: null }, aliceSide.sink);

      const bobSide = recordingSink();
      const bobSession = await app.deps.lucia.createSession(bob.id, newSessionAttributes(app.deps, "vitest"));
      const reached = held.holdNext();
      const opening = hub.open({ userId: bob.id, sessionId: bobSession.id, lastEventId: null }, bobSide.sink);
      await reached;

      const sent = await alice.caller.messages.send({ matchId, content: "sent while Bob's stream opens" });
      await aliceSide.waitFor((event) => event.event === "message" && event.data.id === sent.id, "message on Alice's stream");
      held.release();
      await opening;

      await bobSide.waitFor((event) => event.event === "message" && event.data.id === sent.id, "message on Bob's stream");
      expect(bobSide.events.filter((event) => event.event === "message")).toHaveLength(1);
    } finally {
      held.release();
      await hub.closeAll();
    }
  });

  it.each([
    ["the outbox", schema.liveEvents],
    ["the messages", schema.messages],
  ])("delivers a message sent once the stream is open, however slow the first read of %s' end", async (_, table) => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const held = withHeldMaxRead(app.deps.db, table);
    const ports = { db: held.db, now: app.deps.now };
    // Its own bus: this hub finds the message on its catch-up read.
    const hub = createEventHub({ ...ports, bus: createInProcessBus(), projection: createEventViews(ports) });
    try {
      const bobSide = recordingSink();
      const bobSession = await app.deps.lucia.createSession(bob.id, newSessionAttributes(app.deps, "vitest"));
      const reached = held.holdNext();
      let opened = false;
      const opening = hub.open({ userId: bob.id, sessionId: bobSession.id, lastEventId: null }, bobSide.sink).then(() => {
        opened = true;
      });
      await reached;
      // The read is held until the stream is open (or 300 ms, if opening waits for it).
      await Promise.race([opening, new Promise((resolve) => setTimeout(resolve, 300))]);
      if (!opened) held.release();
      await opening;

      const sent = await alice.caller.messages.send({ matchId, content: "sent once Bob's stream is open" });
      held.release();
      await bobSide.waitFor((event) => event.event === "message" && event.data.id === sent.id, "message on Bob's stream");
    } finally {
      held.release();
      await hub.closeAll();
    }
  });
});

/**
 * The database, except that the grouped unread count waits while held. That count is a
 * statement prepared once per database handle (services/stats.ts, `unread_counts`): the
 * query builders this handle hands out are followed down their chain, and the prepared
 * query named so has its `execute` gated; every other query runs as it would.
 */
function withHeldUnreadCount(db: AppDeps["db"]) {
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  let waiting = 0;
  const gated = (prepared: { execute: (...args: unknown[]) => Promise<unknown> }) =>
    new Proxy(prepared, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== "execute" || typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          waiting += 1;
          await gate;
          waiting -= 1;
          return (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    });
  const followed = <Target extends object>(object: Target): Target =>
    new Proxy(object, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result: unknown = (value as (...args: unknown[]) => unknown).apply(target, args);
          if (property === "prepare" && args[0] === "unread_counts") return gated(result as Parameters<typeof gated>[0]);
          if (result === target) return receiver as unknown;
          return result !== null && typeof result === "object" && !(result instanceof Promise) ? followed(result) : result;
        };
      },
    });
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  return { db: followed(db), hold, release: () => release(), waiting: () => waiting };
}

describe("event hub: a batch's deliveries", () => {
  const app = useStarted(() => startTestApp());

  it("sends a message before its unread count is read, and the count after it", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const held = withHeldUnreadCount(app.deps.db);
    const ports = { db: held.db, now: app.deps.now };
    // Its own bus: the send below wakes the app's hub, so this one finds it on its catch-up read.
    const hub = createEventHub({ ...ports, bus: createInProcessBus(), projection: createEventViews(ports) });
    const bobSide = recordingSink();
    try {
      const bobSession = await app.deps.lucia.createSession(bob.id, newSessionAttributes(app.deps, "vitest"));
      await hub.open({ userId: bob.id, sessionId: bobSession.id, lastEventId: null }, bobSide.sink);
      held.hold();
      const sent = await alice.caller.messages.send({ matchId, content: "before the count" });
      await bobSide.waitFor((event) => event.event === "message" && event.data.id === sent.id, "message while the count is held");
      expect(held.waiting()).toBeGreaterThan(0);
      expect(bobSide.events.some((event) => event.event === "unread")).toBe(false);
      held.release();
      await bobSide.waitFor((event) => event.event === "unread", "unread count after release");
      const kinds = bobSide.events.map((event) => event.event);
      expect(kinds.indexOf("unread")).toBeGreaterThan(kinds.indexOf("message"));
    } finally {
      held.release();
      await hub.closeAll();
    }
  });
});
