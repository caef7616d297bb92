import { describe, expect, it } from "vitest";
import type { Delivery } from "../events/projection";
import { createUnreadPacer, UNREAD_COUNT_GAP_MS } from "./unread-pacer";

/** Decision 0053: a batch's unread counts, at most one statement per UNREAD_COUNT_GAP_MS. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for the grouped count: every user's count is `value`; records each call's users and overlap. */
function counter() {
  const state = { value: 1, calls: [] as string[][], running: 0, maxRunning: 0, fail: false, delayMs: 0 };
  const count = async (userIds: string[]) => {
    state.calls.push([...userIds].sort());
    state.running += 1;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    try {
      if (state.delayMs > 0) await sleep(state.delayMs);
      if (state.fail) throw new Error("database away");
      return new Map(userIds.map((userId) => [userId, state.value]));
    } finally {
      state.running -= 1;
    }
  };
  return { state, count };
}

function recorder() {
  const delivered: Delivery[] = [];
  return { delivered, deliver: (deliveries: Delivery[]) => delivered.push(...deliveries) };
}

const countsOf = (delivered: Delivery[]) => delivered.map((delivery) => [delivery.userId, delivery.event.data]);

describe("the unread pacer", () => {
  it("counts a batch at once when no count ran lately, and the batch waits for it", async () => {
    const { state, count } = counter();
    const pacer = createUnreadPacer(count);
    const { delivered, deliver } = recorder();
    await pacer.owe(["bob"], deliver);
    expect(countsOf(delivered)).toEqual([["bob", { count: 1 }]]);
    expect(state.calls).toEqual([["bob"]]);
  });

  it("leaves the batches within the gap to one paced count, with the counts after all of them", async () => {
    const { state, count } = counter();
    const pacer = createUnreadPacer(count);
    const { delivered, deliver } = recorder();
    await pacer.owe(["bob"], deliver);
    state.value = 2;
    await pacer.owe(["bob"], deliver);
    await pacer.owe(["carol"], deliver);
    expect(state.calls).toHaveLength(1);
    await sleep(UNREAD_COUNT_GAP_MS + 50);
    expect(state.calls).toEqual([["bob"], ["bob", "carol"]]);
    expect(countsOf(delivered)).toEqual([
      ["bob", { count: 1 }],
      ["bob", { count: 2 }],
      ["carol", { count: 2 }],
    ]);
  });

  it("never runs two counts at once: users owed during a slow count are counted after it", async () => {
    const { state, count } = counter();
    state.delayMs = UNREAD_COUNT_GAP_MS * 2;
    const pacer = createUnreadPacer(count);
    const { delivered, deliver } = recorder();
    const first = pacer.owe(["bob"], deliver);
    await sleep(UNREAD_COUNT_GAP_MS + 20);
    await pacer.owe(["carol"], deliver);
    await first;
    await sleep(UNREAD_COUNT_GAP_MS * 3);
    expect(state.maxRunning).toBe(1);
    expect(state.calls).toEqual([["bob"], ["carol"]]);
    expect(delivered.map((delivery) => delivery.userId)).toEqual(["bob", "carol"]);
  });

  it("passes a failed count on and owes its users to the next batch's count", async () => {
    const { state, count } = counter();
    const pacer = createUnreadPacer(count);
    const { delivered, deliver } = recorder();
    state.fail = true;
    await expect(pacer.owe(["bob"], deliver)).rejects.toThrow("database away");
    state.fail = false;
    await sleep(UNREAD_COUNT_GAP_MS + 20);
    expect(state.calls).toHaveLength(1); // no retry on its own
    await pacer.owe(["carol"], deliver);
    expect(state.calls.at(-1)).toEqual(["bob", "carol"]);
    expect(delivered.map((delivery) => delivery.userId)).toEqual(["bob", "carol"]);
  });
});
