import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateWithApi } from "~/test/render";
import { Prefilled } from "~/trpc/prefilled";
import { trpcQueryKey } from "~/trpc/query-key";
import { DeleteAccountCard } from "./delete-account-card";
import { DevicesCard } from "./devices-card";
import { MyDataCard } from "./my-data-card";

const SESSIONS = [
  { id: "s1", createdAt: new Date(), lastSeenAt: new Date(), current: true, device: "Chrome on Linux" },
  { id: "s2", createdAt: new Date(), lastSeenAt: new Date(), current: false, device: "Safari on iPhone" },
];

/**
 * The server-rendered cards' buttons (decision 0047) arrive in the page's HTML: a press
 * there before React attaches its handler would do nothing, so they wait for hydration,
 * disabled (decision 0032), and take presses once hydrated.
 */
describe("the settings cards' buttons in the server HTML", () => {
  it("are disabled until hydrated, then enabled", async () => {
    const inHtml: Record<string, boolean> = {};
    // The page fills the devices list's read, so its rows are in the HTML too.
    hydrateWithApi(
      <Prefilled queries={[{ key: trpcQueryKey("dataControl.sessions"), data: SESSIONS, at: Date.now() }]}>
        <MyDataCard />
        <DevicesCard />
        <DeleteAccountCard />
      </Prefilled>,
      (html) => {
        for (const button of html.querySelectorAll("button")) inHtml[button.textContent ?? ""] = button.disabled;
      },
      { "dataControl.sessions": () => SESSIONS },
    );
    expect(inHtml).toEqual({
      "Download my data": true,
      "Sign out": true,
      "Sign out of all other devices": true,
      "Delete My Account": true,
    });
    const names = ["Download my data", "Sign out: Safari on iPhone", "Sign out of all other devices", "Delete My Account"];
    await waitFor(() => {
      for (const name of names) expect(screen.getByRole("button", { name })).toBeEnabled();
    });
  });
});
