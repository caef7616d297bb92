import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { ProfileScreen } from "./profile-screen";

function profile(overrides: Record<string, unknown> = {}) {
  return {
    userId: "u1",
    gender: "female",
    age: 29,
    bio: "Slow mornings, long walks.",
    location: "Porto, Norte",
    latitude: 41.15,
    longitude: -8.61,
    lookingFor: "both",
    photos: ["/objects/a", "/objects/b", "/objects/c"],
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

function me(firstName: string | null) {
  return { id: "u1", email: "ada@example.com", firstName, lastName: null, profileImageUrl: null, profile: null };
}

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal("location", { assign, href: "http://localhost:3000/profile", origin: "http://localhost:3000" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ProfileScreen", () => {
  it("shows a skeleton first, then the spec's texts: name and age, location, About Me, Looking For, version", async () => {
    renderWithApi(<ProfileScreen />, { "auth.me": () => me("Ada"), "profile.get": () => profile() });
    expect(screen.getByRole("heading", { name: "Your Profile" })).toBeInTheDocument();
    // Inside a status region (the suite's other files may leave theirs in the document).
    expect(screen.getByText(/Loading your profile/).closest("[role=status]")).not.toBeNull();
    expect(await screen.findByRole("heading", { name: "Ada, 29" })).toBeInTheDocument();
    expect(screen.getByText("Porto, Norte")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "About Me" })).toBeInTheDocument();
    expect(screen.getByText("Slow mornings, long walks.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Looking For" })).toBeInTheDocument();
    expect(screen.getByText("Everyone")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Personality Profile" })).toBeInTheDocument();
    expect(screen.getByText(/within 100 kilometers/)).toBeInTheDocument();
    expect(screen.getByText("Version 1.0.0")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("shows the first photo large and the others in a grid", async () => {
    renderWithApi(<ProfileScreen />, { "auth.me": () => me("Ada"), "profile.get": () => profile() });
    expect(await screen.findByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", "/objects/a");
    const grid = screen.getByRole("list", { name: "More photos" });
    expect(
      within(grid)
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["/objects/b", "/objects/c"]);
  });

  it("says 'Anonymous' without a first name, '?' without an age, and shows Men/Women for lookingFor", async () => {
    renderWithApi(<ProfileScreen />, {
      "auth.me": () => me(null),
      "profile.get": () => profile({ age: null, lookingFor: "male", photos: [] }),
    });
    expect(await screen.findByRole("heading", { name: "Anonymous, ?" })).toBeInTheDocument();
    expect(screen.getByText("Men")).toBeInTheDocument();
    expect(screen.getByText("No photos yet")).toBeInTheDocument();
  });

  it("logs out and reloads /", async () => {
    const { recorded } = renderWithApi(<ProfileScreen />, {
      "auth.me": () => me("Ada"),
      "profile.get": () => profile({ lookingFor: "female" }),
      "auth.logout": () => undefined,
    });
    expect(await screen.findByText("Women")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(recorded.calls.some((call) => call.path === "auth.logout")).toBe(true);
  });

  it("still goes to / when logging out fails, logging the failure as info", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    renderWithApi(<ProfileScreen />, {
      "auth.me": () => me("Ada"),
      "profile.get": () => profile(),
      "auth.logout": () => {
        throw new Error("Network down");
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(info).toHaveBeenCalled();
  });
});
