import { describe, expect, it } from "vitest";
import { createLiveCountCache } from "./live-count-cache";

/** Decision 0052: the database's live count, counted at most once a second per instance. */
const T = Date.parse("2026-06-01T12:00:00Z");
const at = (ms: number) => new Date(T + ms);

/** A stand-in for the count query: answers `value`, counts its calls, and can be held open. */
function counter(initial: number) {
  const state = { value: initial, calls: 0, hold: undefined as Promise<void> | undefined };
  const countSince = async () => {
    state.calls += 1;
    const value = state.value;
    if (state.hold) await state.hold;
    return value;
  };
  return { state, countSince };
}

describe("the live-users count cache", () => {
  it("reuses a count for a second of `since`, then counts again", async () => {
    const { state, countSince } = counter(5);
    const cache = createLiveCountCache(countSince);
    expect(await cache.count(at(0))).toBe(5);
    state.value = 7;
    expect(await cache.count(at(999))).toBe(5);
    expect(state.calls).toBe(1);
    expect(await cache.count(at(1_000))).toBe(7);
    expect(state.calls).toBe(2);
    // A `since` before the count's (a clock set back) counts again.
    expect(await cache.count(at(500))).toBe(7);
    expect(state.calls).toBe(3);
  });

  it("asks the database once for callers arriving while a count runs", async () => {
    const { state, countSince } = counter(3);
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const cache = createLiveCountCache(countSince);
    const answers = Promise.all([cache.count(at(0)), cache.count(at(10)), cache.count(at(20))]);
    release();
    expect(await answers).toEqual([3, 3, 3]);
    expect(state.calls).toBe(1);
  });

  it("adds a dater who comes back at once, and nobody twice", async () => {
    const { state, countSince } = counter(10);
    const cache = createLiveCountCache(countSince);
    await cache.count(at(0));
    // `since` is the window's start: a dater last seen before it is not in the count, one seen after is.
    cache.seen(at(-60_000));
    expect(await cache.count(at(100))).toBe(11);
    cache.seen(at(50));
    expect(await cache.count(at(200))).toBe(11);
    expect(state.calls).toBe(1);
  });

  it("counts again after an arrival whose earlier visit is not known (a sign-in, a sign-up)", async () => {
    const { state, countSince } = counter(10);
    const cache = createLiveCountCache(countSince);
    await cache.count(at(0));
    state.value = 11;
    cache.seen(undefined);
    expect(await cache.count(at(100))).toBe(11);
    expect(state.calls).toBe(2);
  });

  it("does not keep a count that was running when a dater came back", async () => {
    const { state, countSince } = counter(10);
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const cache = createLiveCountCache(countSince);
    const running = cache.count(at(0));
    cache.seen(at(-400_000));
    state.hold = undefined;
    state.value = 11;
    release();
    expect(await running).toBe(10);
    expect(await cache.count(at(100))).toBe(11);
    expect(state.calls).toBe(2);
  });

  it("passes a failed count on and counts again at the next call", async () => {
    let fail = true;
    const cache = createLiveCountCache(() => (fail ? Promise.reject(new Error("connection lost")) : Promise.resolve(4)));
    await expect(cache.count(at(0))).rejects.toThrow("connection lost");
    fail = false;
    expect(await cache.count(at(10))).toBe(4);
  });
});
