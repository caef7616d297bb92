import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { BottomNav, unreadBadgeText } from "./bottom-nav";

describe("unreadBadgeText", () => {
  it("hides at 0, shows the count up to 9, then '9+'", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
    expect(unreadBadgeText(250)).toBe("9+");
  });
});

describe("BottomNav", () => {
  it("links Matches, Chats and Profile, with the unread badge on Matches", async () => {
    renderWithApi(<BottomNav />, { "stats.unreadCount": () => ({ count: 12 }) });
    expect(screen.getByRole("link", { name: /Matches/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Chats" })).toHaveAttribute("href", "/chats");
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(await screen.findByTestId("unread-badge")).toHaveTextContent("9+");
    expect(screen.getByRole("link", { name: /Matches/ })).toHaveAttribute("aria-current", "page");
  });

  it("shows no badge when nothing is unread", async () => {
    const { recorded } = renderWithApi(<BottomNav />, { "stats.unreadCount": () => ({ count: 0 }) });
    await expect.poll(() => recorded.calls.length).toBe(1);
    expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
  });
});
