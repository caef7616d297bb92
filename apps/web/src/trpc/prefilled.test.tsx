import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { Prefilled } from "./prefilled";
import { trpcQueryKey } from "./query-key";
import { api } from "./react";

function Count() {
  const unread = api.stats.unreadCount.useQuery();
  return <p>{unread.data ? `unread ${unread.data.count}` : "loading"}</p>;
}

describe("Prefilled", () => {
  it("shows the server's data in the first render and does not fetch it again", () => {
    const { recorded } = renderWithApi(
      <Prefilled queries={[{ key: trpcQueryKey("stats.unreadCount"), data: { count: 4 }, at: Date.now() }]}>
        <Count />
      </Prefilled>,
      { "stats.unreadCount": () => ({ count: 9 }) },
    );
    expect(screen.getByText("unread 4")).toBeInTheDocument();
    expect(recorded.calls).toEqual([]);
  });

  it("without server data the screen fetches as before", async () => {
    renderWithApi(
      <Prefilled queries={[]}>
        <Count />
      </Prefilled>,
      { "stats.unreadCount": () => ({ count: 9 }) },
    );
    expect(await screen.findByText("unread 9")).toBeInTheDocument();
  });
});
