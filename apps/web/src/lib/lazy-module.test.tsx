import { fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyModule, usePreloadOnFirstAction } from "./lazy-module";

function Preloads({ lazy }: { lazy: ReturnType<typeof lazyModule<{ ok: true }>> }) {
  usePreloadOnFirstAction(lazy);
  return <button type="button">Tap</button>;
}

describe("usePreloadOnFirstAction", () => {
  afterEach(() => vi.useRealTimers());

  it("loads nothing until the first press, then loads once", async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ ok: true as const }));
    const lazy = lazyModule(importer);
    const { getByRole } = render(<Preloads lazy={lazy} />);
    await vi.advanceTimersByTimeAsync(500);
    expect(importer).not.toHaveBeenCalled();

    fireEvent.pointerDown(getByRole("button"));
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.current()).toEqual({ ok: true });

    // Neither a second action nor the after-load fallback loads it again.
    fireEvent.keyDown(getByRole("button"), { key: "Enter" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("loads with the other preloads after load when nobody acts", async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ ok: true as const }));
    render(<Preloads lazy={lazyModule(importer)} />);
    // jsdom's document is complete: the preload waits PRELOAD_AFTER_LOAD_MS, then for an idle moment (2 s at most).
    await vi.advanceTimersByTimeAsync(2_900);
    expect(importer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_200);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
