import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Trash2 } from "lucide-react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ActionsMenu } from "./actions-menu";

const menu = (onSelect = () => {}) => (
  <ActionsMenu label="Match options" items={[{ label: "Delete Match", icon: Trash2, destructive: true, onSelect }]} />
);

describe("ActionsMenu (a light button until first opened)", () => {
  it("takes no press in the server HTML and is enabled once hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(menu());
    document.body.append(container);
    const button = container.querySelector("button");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    const root = await act(() => Promise.resolve(hydrateRoot(container, menu())));
    expect(button).not.toHaveAttribute("aria-disabled");
    await userEvent.click(screen.getByRole("button", { name: "Match options" }));
    expect(await screen.findByRole("menuitem", { name: "Delete Match" })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it("opens with Enter, moves focus into the menu, and runs the chosen action", async () => {
    const onSelect = vi.fn();
    render(menu(onSelect));
    const button = screen.getByRole("button", { name: "Match options" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: "Delete Match" });
    expect(screen.getByRole("menu")).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole("button", { name: "Match options" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(item);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
