import { getQueryKey } from "@trpc/react-query";
import type { AppCaller } from "@unveil/api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { trpcQueryKey } from "~/trpc/query-key";
import { api } from "~/trpc/react";

const request = vi.hoisted((): { headers: Headers; caller: unknown } => ({ headers: new Headers(), caller: null }));
vi.mock("next/headers", () => ({
  headers: () => Promise.resolve(request.headers),
  cookies: () => Promise.resolve({ toString: () => "unveil_session=abc" }),
}));
vi.mock("./runtime", () => ({
  getServerRuntime: () => ({ pages: { caller: () => Promise.resolve(request.caller) } }),
}));

const { prefilled } = await import("./prefill");

describe("trpcQueryKey", () => {
  it("is the key @trpc/react-query gives the screens' queries", () => {
    expect(trpcQueryKey("matches.list")).toEqual(getQueryKey(api.matches.list, undefined, "query"));
    expect(trpcQueryKey("messages.list", { matchId: "m1" })).toEqual(getQueryKey(api.messages.list, { matchId: "m1" }, "query"));
  });
});

describe("prefilled", () => {
  const caller = {
    matches: { list: () => Promise.resolve([{ id: "m1" }]) },
    stats: {
      unreadCount: () => Promise.reject(new Error("down")),
    },
  } as unknown as AppCaller;
  const entries = [
    { path: "matches.list", load: (c: AppCaller) => c.matches.list() },
    { path: "stats.unreadCount", load: (c: AppCaller) => c.stats.unreadCount() },
  ];

  beforeEach(() => {
    request.headers = new Headers();
    request.caller = caller;
  });

  it("hands over what the server read under the screens' keys, and leaves out a query that failed", async () => {
    const queries = await prefilled(entries);
    expect(queries.map((query) => query.key)).toEqual([trpcQueryKey("matches.list")]);
    expect(queries[0]?.data).toEqual([{ id: "m1" }]);
  });

  it("reads nothing for a router prefetch or when signed out", async () => {
    request.headers = new Headers({ "next-router-prefetch": "1" });
    expect(await prefilled(entries)).toEqual([]);
    request.headers = new Headers();
    request.caller = null;
    expect(await prefilled(entries)).toEqual([]);
  });
});
