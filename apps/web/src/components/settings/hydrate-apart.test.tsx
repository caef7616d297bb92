import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateApart } from "./hydrate-apart";

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      Pressed {presses}
    </button>
  );
}

const page = (
  <main>
    <h1>Settings</h1>
    <HydrateApart>
      <Counter />
    </HydrateApart>
  </main>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function serverHtml() {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(page);
  return container;
}

describe("HydrateApart", () => {
  it("is a boundary in the server's HTML that hydrates without a mismatch (console.error would fail the test)", async () => {
    const container = serverHtml();
    expect(container.innerHTML).toContain("<!--$-->");
    act(() => {
      root = hydrateRoot(container, page);
    });
    fireEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
    expect(await screen.findByRole("button", { name: "Pressed 1" })).toBeInTheDocument();
  });

  it("handles a press that comes before React has hydrated the part", async () => {
    const container = serverHtml();
    const button = screen.getByRole("button", { name: "Pressed 0" });
    root = hydrateRoot(container, page);
    // Nothing is hydrated yet (React works in later tasks): the press hydrates the part at once.
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Pressed 1" })).toBe(button);
  });
});
