import { createTestDb, type TestDb } from "@unveil/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bus } from "./bus/bus";
import { parseBusMessage } from "./notice";
import { createNoticeChannel, PUBLISH_WINDOW_MS } from "./notice-channel";

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
    channel.committed();
    await Promise.resolve();
    channel.committed();
    channel.publish({ k: "typing", ids: ["match-1:user-1"] });
    channel.publish({ k: "typing", ids: ["match-2:user-2"] });
    expect(published).toHaveLength(1);
    await until(() => published.length === 2);
    const [first, second] = published;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(PUBLISH_WINDOW_MS);
    expect(parseBusMessage(second?.message ?? "")).toEqual([
      { k: "wake", ids: [] },
      { k: "typing", ids: ["match-1:user-1"] },
      { k: "typing", ids: ["match-2:user-2"] },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3 * PUBLISH_WINDOW_MS));
    expect(published).toHaveLength(2);
  });
});
