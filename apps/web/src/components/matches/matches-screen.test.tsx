import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Match, PublicUser } from "~/lib/match-display";
import { navigation } from "~/test/setup";
import { match, person, VIEWER } from "~/test/match-fixtures";
import { renderWithApi } from "~/test/render";
import { Prefilled } from "~/trpc/prefilled";
import { trpcQueryKey } from "~/trpc/query-key";
import { MatchesScreen } from "./matches-screen";

function matchWith(id: string, other: PublicUser, bothRevealed: boolean): Match {
  return match(id, other, { bothRevealed, viewerSide: 1, score: 9, sharedCategories: ["Travel"] });
}

const MATCHES = [
  matchWith("m-mystery", person("u-2"), false),
  matchWith("m-revealed", person("u-3", { firstName: "Ada", lastName: "Byron" }), true),
];

/** The page as the server renders it: the screen from the server's read, the same read in the cache. */
function renderPage(handlers: Parameters<typeof renderWithApi>[1]) {
  return renderWithApi(
    <Prefilled queries={[{ key: trpcQueryKey("matches.list"), data: MATCHES, at: Date.now() }]}>
      <MatchesScreen matches={MATCHES} viewerId={VIEWER} verificationStatus="none" />
    </Prefilled>,
    handlers,
  );
}

describe("MatchesScreen (server-rendered cards)", () => {
  it("shows both sections from the server's read without fetching", () => {
    const { recorded } = renderPage({ "verification.get": () => ({ status: "none" }) });
    expect(screen.getByText("2 active · 1 revealed")).toBeInTheDocument();
    const mystery = screen.getByRole("region", { name: "Mystery Matches" });
    expect(within(mystery).getByRole("article", { name: "Mystery Match" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Chat with Ada Byron" })).toHaveAttribute("href", "/chat/m-revealed");
    expect(recorded.calls.filter((call) => call.path === "matches.list")).toEqual([]);
  });

  it("shows 'Get verified' from the server's read of the verification, and nothing while it is pending", () => {
    const { recorded, unmount } = renderPage({});
    expect(screen.getByRole("link", { name: /Get verified/ })).toHaveAttribute("href", "/verify");
    expect(recorded.calls.filter((call) => call.path === "verification.get")).toEqual([]);
    unmount();
    renderWithApi(<MatchesScreen matches={[]} viewerId={VIEWER} verificationStatus="pending" />, {});
    expect(screen.queryByRole("link", { name: /Get verified/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Your verification is being reviewed.")).not.toBeInTheDocument();
  });

  it("'Delete Match' asks first, deletes that match, and renders the list again", async () => {
    navigation.refresh.mockClear();
    const { recorded } = renderPage({
      "verification.get": () => ({ status: "none" }),
      "matches.delete": () => ({ success: true }),
      "stats.unreadCount": () => ({ count: 0 }),
    });
    const revealed = screen.getByRole("article", { name: "Ada Byron" });
    await userEvent.click(within(revealed).getByRole("button", { name: "Match options" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete Match" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Match?" });
    expect(navigation.refresh).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Match Deleted")).toBeInTheDocument();
    expect(recorded.calls).toContainEqual({ path: "matches.delete", input: { matchId: "m-revealed" } });
    await waitFor(() => expect(navigation.refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("a card's links navigate in the app; a ctrl-click is left to the browser", async () => {
    navigation.push.mockClear();
    renderPage({ "verification.get": () => ({ status: "none" }) });
    const link = screen.getByRole("link", { name: "Chat with Ada Byron" });
    // After the document's listener: jsdom would otherwise try to follow the ctrl-click.
    const stopJsdomNavigation = (event: MouseEvent) => event.preventDefault();
    window.addEventListener("click", stopJsdomNavigation);
    await userEvent.click(link);
    expect(navigation.push).toHaveBeenCalledWith("/chat/m-revealed");
    fireEvent.click(screen.getByRole("link", { name: "Mystery Match" }), { ctrlKey: true });
    expect(navigation.push).toHaveBeenCalledTimes(1);
    window.removeEventListener("click", stopJsdomNavigation);
  });

  it("leaves the cards below a phone's first screen to be drawn and their photos loaded on scrolling, and only those", () => {
    const withPhoto = (id: string, firstName: string) =>
      matchWith(`m-${id}`, person(`u-${id}`, { firstName, lastName: "Lee", profileImageUrl: `/objects/${id}` }), true);
    const list = [
      matchWith("m-a", person("u-a"), false),
      matchWith("m-b", person("u-b"), false),
      withPhoto("c", "Cy"),
      withPhoto("d", "Di"),
    ];
    renderWithApi(<MatchesScreen matches={list} viewerId={VIEWER} verificationStatus="none" />, {});
    // The third card is on the first screen, the fourth is not.
    expect(screen.getByRole("img", { name: "Cy Lee" })).not.toHaveAttribute("loading");
    expect(screen.getByRole("img", { name: "Di Lee" })).toHaveAttribute("loading", "lazy");
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => card.className.includes("[content-visibility:auto]"))).toEqual([false, false, false, true]);
  });
});
