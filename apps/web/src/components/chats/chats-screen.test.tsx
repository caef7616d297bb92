import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Match, PublicUser } from "~/lib/match-display";
import { navigation } from "~/test/setup";
import { match, person, VIEWER } from "~/test/match-fixtures";
import { renderWithApi } from "~/test/render";
import { Prefilled } from "~/trpc/prefilled";
import { trpcQueryKey } from "~/trpc/query-key";
import { ChatsScreen } from "./chats-screen";

function matchWith(id: string, other: PublicUser, bothRevealed: boolean): Match {
  return match(id, other, { bothRevealed, viewerSide: 2, score: 12 });
}

const MATCHES = [
  matchWith("m-mystery", person("u-2"), false),
  matchWith(
    "m-revealed",
    person("u-3", {
      firstName: "Ada",
      profile: { gender: "female", age: 31, bio: "", location: "Leeds", photos: [] },
    }),
    true,
  ),
];

function renderPage(handlers: Parameters<typeof renderWithApi>[1] = {}) {
  return renderWithApi(
    <Prefilled queries={[{ key: trpcQueryKey("matches.list"), data: MATCHES, at: Date.now() }]}>
      <ChatsScreen matches={MATCHES} viewerId={VIEWER} />
    </Prefilled>,
    handlers,
  );
}

describe("ChatsScreen (server-rendered rows)", () => {
  it("groups the rows, names them, and a tap opens the chat", async () => {
    navigation.push.mockClear();
    renderPage();
    expect(screen.getByText("2 Matches")).toBeInTheDocument();
    const revealed = screen.getByRole("region", { name: "Revealed Matches" });
    expect(within(revealed).getByText("Ada, 31")).toBeInTheDocument();
    expect(within(revealed).getByText("80% Match")).toBeInTheDocument();
    await userEvent.click(within(revealed).getByText("Ada, 31"));
    expect(navigation.push).toHaveBeenCalledWith("/chat/m-revealed");
  });

  it("'Delete Chat' asks first, deletes that chat, and renders the list again", async () => {
    navigation.refresh.mockClear();
    const { recorded } = renderPage({ "matches.delete": () => ({ success: true }), "stats.unreadCount": () => ({ count: 0 }) });
    await userEvent.click(screen.getByRole("button", { name: "Chat options: Mystery Match" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete Chat" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Chat?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Chat Deleted")).toBeInTheDocument();
    expect(recorded.calls).toContainEqual({ path: "matches.delete", input: { matchId: "m-mystery" } });
    await waitFor(() => expect(navigation.refresh).toHaveBeenCalledTimes(1));
  });

  it("loads the photos of rows below a phone's first screen lazily, and only those", () => {
    const revealedWithPhoto = (n: number) =>
      matchWith(`m-${n}`, person(`u-${n}`, { firstName: `P${n}`, profileImageUrl: `/objects/${n}` }), true);
    const mystery = Array.from({ length: 7 }, (_, n) => matchWith(`m-x${n}`, person(`u-x${n}`), false));
    const list = [...mystery, revealedWithPhoto(1), revealedWithPhoto(2), revealedWithPhoto(3)];
    const { container } = renderWithApi(<ChatsScreen matches={list} viewerId={VIEWER} />, {});
    // Rows 8 and 9 are on the first screen, row 10 is not.
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual([null, null, "lazy"]);
  });
});
