import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigation } from "~/test/setup";
import { renderWithApi } from "~/test/render";
import { ProfileScreen } from "./profile-screen";

type Profile = NonNullable<ComponentProps<typeof ProfileScreen>["profile"]>;

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    age: 29,
    bio: "Slow mornings, long walks.",
    location: "Porto, Norte",
    lookingFor: "both",
    photos: ["/objects/a", "/objects/b", "/objects/c"],
    ...overrides,
  };
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
  it("shows the server's read at once, without fetching: name and age, location, About Me, Looking For, version", () => {
    const { recorded } = renderWithApi(<ProfileScreen firstName="Ada" profile={profile()} />);
    expect(screen.getByRole("heading", { name: "Your Profile" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ada, 29" })).toBeInTheDocument();
    expect(screen.getByText("Porto, Norte")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "About Me" })).toBeInTheDocument();
    expect(screen.getByText("Slow mornings, long walks.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Looking For" })).toBeInTheDocument();
    expect(screen.getByText("Everyone")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Personality Profile" })).toBeInTheDocument();
    expect(screen.getByText(/within 100 kilometers/)).toBeInTheDocument();
    expect(screen.getByText("Version 1.0.0")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(recorded.calls).toEqual([]);
  });

  it("says so when the server could not read the profile; 'Try again' renders the page again", async () => {
    renderWithApi(<ProfileScreen firstName="Ada" profile={null} />);
    expect(screen.getByText(/We couldn't load your profile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(navigation.refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the first photo large and the others in a grid", () => {
    renderWithApi(<ProfileScreen firstName="Ada" profile={profile()} />);
    expect(screen.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", "/objects/a");
    const grid = screen.getByRole("list", { name: "More photos" });
    expect(
      within(grid)
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["/objects/b", "/objects/c"]);
  });

  it("says 'Anonymous' without a first name, '?' without an age, and shows Men/Women for lookingFor", () => {
    renderWithApi(<ProfileScreen firstName={null} profile={profile({ age: null, lookingFor: "male", photos: [] })} />);
    expect(screen.getByRole("heading", { name: "Anonymous, ?" })).toBeInTheDocument();
    expect(screen.getByText("Men")).toBeInTheDocument();
    expect(screen.getByText("No photos yet")).toBeInTheDocument();
  });

  it("logs out and reloads /", async () => {
    const { recorded } = renderWithApi(<ProfileScreen firstName="Ada" profile={profile({ lookingFor: "female" })} />, {
      "auth.logout": () => undefined,
    });
    expect(screen.getByText("Women")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(recorded.calls.some((call) => call.path === "auth.logout")).toBe(true);
  });

  it("still goes to / when logging out fails, logging the failure as info", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    renderWithApi(<ProfileScreen firstName="Ada" profile={profile()} />, {
      "auth.logout": () => {
        throw new Error("Network down");
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(info).toHaveBeenCalled();
  });
});
