import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyModule, useLazyModuleOnceWanted, usePreloadOnFirstAction } from "./lazy-module";
import { useWhenNear } from "./use-when-near";

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

function RowMenu({ lazy }: { lazy: ReturnType<typeof lazyModule<{ label: string }>> }) {
  const [open, setOpen] = useState(false);
  const loaded = useLazyModuleOnceWanted(lazy, open);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Toggle
      </button>
      <p>{loaded ? loaded.label : "stand-in"}</p>
    </>
  );
}

describe("useLazyModuleOnceWanted", () => {
  it("a preload renders nothing again; the first opening renders the module, which then stays", async () => {
    const lazy = lazyModule(() => Promise.resolve({ label: "real menu" }));
    render(<RowMenu lazy={lazy} />);
    await act(() => lazy.load());
    expect(screen.getByText("stand-in")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.getByText("real menu")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.getByText("real menu")).toBeInTheDocument();
  });

  it("loads the module when it is wanted before any preload", async () => {
    const importer = vi.fn(() => Promise.resolve({ label: "real menu" }));
    render(<RowMenu lazy={lazyModule(importer)} />);
    expect(importer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(await screen.findByText("real menu")).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

/** The observers a test's components asked for, with their margins; `enter()` tells one its element is in range. */
function stubIntersectionObserver() {
  const observers: { rootMargin: string; enter: () => void }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
        observers.push({ rootMargin: options.rootMargin, enter: () => callback([{ isIntersecting: true }]) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

function Card() {
  const [ref, near] = useWhenNear<HTMLDivElement>();
  return <div ref={ref}>{near ? "Card" : "Placeholder"}</div>;
}

describe("useWhenNear", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("watches only the viewport until the first scroll, then a quarter screen ahead", () => {
    const observers = stubIntersectionObserver();
    const { getByText } = render(<Card />);
    expect(observers.map((observer) => observer.rootMargin)).toEqual(["0px"]);
    fireEvent.scroll(window);
    expect(observers.map((observer) => observer.rootMargin)).toEqual(["0px", "0px 0px 25% 0px"]);
    act(() => observers[1]?.enter());
    expect(getByText("Card")).toBeInTheDocument();
  });

  it("renders a part in view at once", () => {
    const observers = stubIntersectionObserver();
    const { getByText } = render(<Card />);
    act(() => observers[0]?.enter());
    expect(getByText("Card")).toBeInTheDocument();
  });
});
