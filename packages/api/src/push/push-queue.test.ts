import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createPushQueue, drainPushQueue } from "./push-queue";

describe("push queue at shutdown", () => {
  it("runs every job when they finish within the drain's time", async () => {
    const queue = createPushQueue();
    const ran: number[] = [];
    for (let i = 0; i < 5; i++) queue.enqueue("test", () => Promise.resolve(void ran.push(i)));
    await drainPushQueue(queue, 1_000);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it("skips the jobs not started when the drain's time is up, and runs none after", async () => {
    const queue = createPushQueue();
    const ran: number[] = [];
    for (let i = 0; i < 20; i++)
      queue.enqueue("test", async () => {
        await sleep(20);
        ran.push(i);
      });
    await drainPushQueue(queue, 50);
    const runAtStop = ran.length;
    expect(runAtStop).toBeGreaterThan(0);
    expect(runAtStop).toBeLessThan(20);
    queue.enqueue("after", () => Promise.resolve(void ran.push(99)));
    await queue.idle();
    expect(ran).toHaveLength(runAtStop);
  });
});
