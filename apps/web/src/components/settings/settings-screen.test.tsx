import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi, type ProcedureHandlers } from "~/test/render";
import { QUIZ_QUESTIONS } from "~/test/quiz-questions";
import { Prefilled } from "~/trpc/prefilled";
import { trpcQueryKey } from "~/trpc/query-key";
import { SettingsScreen } from "./settings-screen";

const questions = QUIZ_QUESTIONS;

const loaded: ProcedureHandlers = {
  "preferences.get": () => ({ ageMin: 18, ageMax: 99, distanceKm: 100 }),
  "profile.get": () => ({
    userId: "u1",
    gender: "female",
    age: 29,
    bio: "Hello there",
    location: "Porto",
    latitude: 41.15,
    longitude: -8.61,
    lookingFor: "both",
    photos: ["/objects/a", "/objects/b"],
    createdAt: new Date(),
    updatedAt: new Date(),
  }),
  "quiz.questions": () => questions,
  "quiz.answers": () => questions.map((q) => ({ questionId: q.id, answer: "A" })),
  "passkeys.list": () => [],
  "dataControl.sessions": () => [
    { id: "s1", createdAt: new Date(), lastSeenAt: new Date(), current: true, device: "Chrome on Linux" },
  ],
};

const PROPS = {
  supportEmail: "help@unveil.test",
  geocoderUrl: "https://geocoder.test/reverse",
  verificationStatus: "none",
} as const;

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal("location", { assign, href: "http://localhost:3000/settings", origin: "http://localhost:3000" });
});
afterEach(() => vi.unstubAllGlobals());

describe("SettingsScreen", () => {
  it("shows the title, the back link and a skeleton until preferences, profile, questions and answers are all loaded", async () => {
    let releaseAnswers: (value: unknown) => void = () => {};
    // The screen's own status (a toast region's live announcer may sit elsewhere in the body).
    const { container } = renderWithApi(<SettingsScreen {...PROPS} />, {
      ...loaded,
      "quiz.answers": () => new Promise((resolve) => (releaseAnswers = resolve)),
    });
    expect(screen.getByRole("heading", { name: "Account Settings" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to profile" })).toHaveAttribute("href", "/profile");
    expect(within(container).getByRole("status")).toHaveTextContent("Loading your settings");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    releaseAnswers([]);
    expect(await screen.findByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(within(container).queryByRole("status")).not.toBeInTheDocument();
  });

  it("renders the tabs and the cards from the page's server reads, fetching none of them", async () => {
    const reads = ["preferences.get", "profile.get", "quiz.questions", "quiz.answers", "dataControl.sessions"];
    const queries = reads.map((path) => ({ key: trpcQueryKey(path), data: loaded[path]?.(undefined), at: Date.now() }));
    const { recorded } = renderWithApi(
      <Prefilled queries={queries}>
        <SettingsScreen {...PROPS} />
      </Prefilled>,
      loaded,
    );
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("region", { name: "Danger Zone" })).toBeInTheDocument();
    expect(screen.getByText("Chrome on Linux")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorded.calls.map((call) => call.path).filter((path) => reads.includes(path))).toEqual([]);
  });

  it("has the five tabs and the Contact tab shows the support address as a mailto link", async () => {
    renderWithApi(<SettingsScreen {...PROPS} />, loaded);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Profile", "Photos", "Preference", "Personality", "Contact"]);
    await userEvent.click(screen.getByRole("tab", { name: "Contact" }));
    expect(screen.getByRole("link", { name: "help@unveil.test" })).toHaveAttribute("href", "mailto:help@unveil.test");
    await userEvent.click(screen.getByRole("tab", { name: "Photos" }));
    expect(screen.getByText("2/6 photos added")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Personality" }));
    expect(screen.getAllByRole("radiogroup")).toHaveLength(15);
  });

  it("keeps unsaved edits when the user looks at another tab and comes back", async () => {
    renderWithApi(<SettingsScreen {...PROPS} />, loaded);
    await userEvent.type(await screen.findByLabelText("Bio"), " and more");
    await userEvent.click(screen.getByRole("tab", { name: "Photos" }));
    expect(screen.getByRole("tab", { name: "Photos" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Profile" }));
    expect(screen.getByLabelText("Bio")).toHaveValue("Hello there and more");
  });

  it("shows the server's verification status under the tabs: 'Get verified' while there is something to do, else where it stands", async () => {
    const { recorded, unmount } = renderWithApi(<SettingsScreen {...PROPS} />, loaded);
    expect(await screen.findByRole("link", { name: /Get verified/ })).toHaveAttribute("href", "/verify");
    unmount();
    renderWithApi(<SettingsScreen {...PROPS} verificationStatus="pending" />, loaded);
    expect(await screen.findByText("Your verification is being reviewed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get verified/ })).not.toBeInTheDocument();
    expect(recorded.calls.filter((call) => call.path === "verification.get")).toEqual([]);
  });

  it("offers to retry when something fails to load", async () => {
    let fail = true;
    renderWithApi(<SettingsScreen {...PROPS} />, {
      ...loaded,
      "preferences.get": () => {
        if (fail) throw new Error("Network down");
        return { ageMin: 18, ageMax: 99, distanceKm: 100 };
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your settings.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("tab", { name: "Profile" })).toBeInTheDocument();
  });

  it("deletes the account only after 'Are you absolutely sure?', then toasts 'Account Deleted' and reloads /", async () => {
    const { recorded } = renderWithApi(<SettingsScreen {...PROPS} />, {
      ...loaded,
      "profile.delete": () => undefined,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete My Account" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    expect(dialog).toHaveTextContent(/profile, matches, messages and photos will be permanently removed/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(recorded.calls.filter((call) => call.path === "profile.delete")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    dialog = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, Delete My Account" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(recorded.calls.filter((call) => call.path === "profile.delete")).toHaveLength(1);
    expect(screen.getByText("Account Deleted")).toBeInTheDocument();
  });

  it("keeps the account and shows the server's message when deletion fails", async () => {
    renderWithApi(<SettingsScreen {...PROPS} />, {
      ...loaded,
      "profile.delete": () => {
        throw new Error("Something went wrong");
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete My Account" }));
    await userEvent.click(await screen.findByRole("button", { name: "Yes, Delete My Account" }));
    const region = within(await screen.findByRole("region", { name: /notifications/i }));
    expect(await region.findByText("Something went wrong")).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
