import { schema } from "@unveil/db";
import { createTestDb, type TestDb } from "@unveil/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bus } from "./bus/bus";
import { parseBusMessage } from "./notice";
import { recordStatements } from "../test/statement-log";
import { createNoticeChannel, PUBLISH_WINDOW_MS, READ_WINDOW_MS } from "./notice-channel";

/** A bus that keeps every publish with when it started (performance.now()). */
function recordingBus() {
  const published: { message: string; at: number }[] = [];
  const bus: Bus = {
    publish(message) {
      published.push({ message, at: performance.now() });
      return Promise.resolve();
    },
    subscribe: () => Promise.resolve(() => Promise.resolve()),
    close: () => Promise.resolve(),
  };
  return { bus, published };
}

/** A bus whose subscriber the test calls itself (`deliver`), as a message from another instance. */
function subscribedBus() {
  let onMessage: (message: string) => void = () => {};
  const bus: Bus = {
    publish: () => Promise.resolve(),
    subscribe(handler) {
      onMessage = handler;
      return Promise.resolve(() => Promise.resolve());
    },
    close: () => Promise.resolve(),
  };
  return { bus, deliver: (message: string) => onMessage(message) };
}

async function until(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe("notice channel publishes", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it("an isolated commit's wake at once, without waiting for company", () => {
    const { bus, published } = recordingBus();
    const channel = createNoticeChannel({ db: db.db, now: Date.now, bus });
    channel.committed();
    expect(published).toHaveLength(1);
    expect(parseBusMessage(published[0]?.message ?? "")).toEqual([{ k: "wake", ids: [] }]);
  });

  it("what is asked within the window after a publish in one message when the window ends", async () => {
    const { bus, published } = recordingBus();
    const channel = createNoticeChannel({ db: db.db, now: Date.now, bus });
    const firstAskedAt = performance.now();
    channel.committed();
    await Promise.resolve();
    channel.committed();
    channel.publish({ k: "typing", ids: ["match-1:user-1"] });
    channel.publish({ k: "typing", ids: ["match-2:user-2"] });
    expect(published).toHaveLength(1);
    await until(() => published.length === 2);
    const [, second] = published;
    // The window runs from the first publish's start, which is after firstAskedAt (the bus
    // records a little later: on a busy machine the first record can be late by a window).
    expect((second?.at ?? 0) - firstAskedAt).toBeGreaterThanOrEqual(PUBLISH_WINDOW_MS);
    expect(parseBusMessage(second?.message ?? "")).toEqual([
      { k: "wake", ids: [] },
      { k: "typing", ids: ["match-1:user-1"] },
      { k: "typing", ids: ["match-2:user-2"] },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3 * PUBLISH_WINDOW_MS));
    expect(published).toHaveLength(2);
  });
});

describe("notice channel reads the outbox", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it("hands nothing on when stopped while a read is on its way (nothing logged)", async () => {
    const { bus, deliver } = subscribedBus();
    const handled: unknown[] = [];
    const channel = createNoticeChannel({ db: db.db, now: Date.now, bus, catchUpMs: 60_000 });
    await channel.start((notices) => {
      handled.push(...notices);
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 3 * READ_WINDOW_MS));
    // A committed row after the read position: the next read finds it.
    await db.db.insert(schema.liveEvents).values({ kind: "message", ids: ["some-message"] });
    // Stopped the moment the read is handed to the database (the console guard fails the test on any error logged).
    let stopping: Promise<void> | undefined;
    const log = recordStatements(db.db, (query) => {
      if (query.includes("live_events")) stopping ??= channel.stop();
    });
    try {
      deliver(JSON.stringify([{ k: "wake", ids: [] }]));
      await until(() => stopping !== undefined);
      await stopping;
    } finally {
      log.stop();
    }
    expect(handled).toEqual([]);
  });

  it("at once on a wake after a quiet spell, then once per window for every wake meanwhile", async () => {
    const { bus, deliver } = subscribedBus();
    // No catch-up read during the test: every read counted is a wake's.
    const channel = createNoticeChannel({ db: db.db, now: Date.now, bus, catchUpMs: 60_000 });
    await channel.start(() => Promise.resolve());
    // The read that follows the subscription, then a quiet spell.
    await new Promise((resolve) => setTimeout(resolve, 3 * READ_WINDOW_MS));
    const log = recordStatements(db.db);
    const outboxReads = () => log.statements.filter((text) => text.includes("live_events")).length;
    try {
      const wake = JSON.stringify([{ k: "wake", ids: [] }]);
      const firstWakeAt = performance.now();
      deliver(wake);
      await until(() => outboxReads() === 1);
      for (let index = 0; index < 10; index++) deliver(wake);
      expect(outboxReads()).toBe(1);
      await until(() => outboxReads() === 2);
      // The second read started a window after the first, which started after the first wake.
      const [, secondReadAt = 0] = log.sentAt.filter((_, index) => log.statements[index]?.includes("live_events"));
      expect(secondReadAt - firstWakeAt, JSON.stringify({ firstWakeAt, log })).toBeGreaterThanOrEqual(READ_WINDOW_MS);
      await new Promise((resolve) => setTimeout(resolve, 3 * READ_WINDOW_MS));
      expect(outboxReads()).toBe(2);
    } finally {
      log.stop();
      await channel.stop();
    }
  });
});
