import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh module each test: the hook's flag turns true once per page. */
async function freshHook() {
  vi.resetModules();
  return import("./use-hydrated");
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => document.documentElement.removeAttribute("data-server-rendered"));

describe("useHydrated", () => {
  it("stays false through the hydration's own effects and turns true in the next task (issue 30)", async () => {
    const { useHydrated, SERVER_RENDERED_ATTRIBUTE } = await freshHook();
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, "");
    const seen: boolean[] = [];
    function Press() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <button disabled={!hydrated}>Press</button>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Press />);
    seen.length = 0;

    render(<Press />, { container, hydrate: true });
    // act() has run the hydration's effects: no second render inside them.
    expect(seen).toEqual([false]);
    expect(screen.getByRole("button", { name: "Press" })).toBeDisabled();

    await nextTask();
    expect(seen).toEqual([false, true]);
    expect(screen.getByRole("button", { name: "Press" })).toBeEnabled();
  });

  it("is true at once on a client render after that (a client navigation)", async () => {
    const { useHydrated, SERVER_RENDERED_ATTRIBUTE } = await freshHook();
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, "");
    function Flag({ label }: { label: string }) {
      return <p>{`${label}: ${String(useHydrated())}`}</p>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Flag label="first" />);
    render(<Flag label="first" />, { container, hydrate: true });
    await nextTask();

    const seen: boolean[] = [];
    function Later() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return null;
    }
    render(<Later />);
    expect(seen).toEqual([true]);
  });

  it("is true at once where nothing came from the server", async () => {
    const { useHydrated } = await freshHook();
    function Flag() {
      return <p>{`hydrated: ${String(useHydrated())}`}</p>;
    }
    render(<Flag />);
    expect(screen.getByText("hydrated: true")).toBeInTheDocument();
  });
});
