import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh module each test: the flag turns true once per page. */
async function freshHook() {
  vi.resetModules();
  return import("./use-after-start-up");
}

afterEach(() => vi.unstubAllGlobals());

describe("useAfterStartUp", () => {
  it("is false through the hydration and its effects, true from the browser's first idle moment on (issue 30)", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { useAfterStartUp } = await freshHook();
    const seen: boolean[] = [];
    function Stored() {
      const readable = useAfterStartUp();
      seen.push(readable);
      return <p>{readable ? "read" : "not yet"}</p>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Stored />);
    seen.length = 0;
    render(<Stored />, { container, hydrate: true });
    // No idle moment yet: the hydration's task has not read anything.
    expect(seen).toEqual([false]);
    expect(idle).toHaveLength(1);

    act(() => idle[0]?.());
    expect(screen.getByText("read")).toBeInTheDocument();

    // Mounted later (a client navigation): true at once, and nothing more is scheduled.
    const later: boolean[] = [];
    function Later() {
      later.push(useAfterStartUp());
      return null;
    }
    render(<Later />);
    expect(later).toEqual([true]);
    expect(idle).toHaveLength(1);
  });
});
