import type { Page } from "@playwright/test";
import { browserAs, createMatchedPair } from "./api-setup";
import { expect, snap, test } from "./fixtures";

/**
 * Every screen at phone and desktop size, kept as CI artifacts (artifacts/screenshots)
 * so a person can look at what daters see.
 */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`every screen renders cleanly at ${viewport.name} size`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const landing = await browser.newPage({ viewport });
    await landing.goto("/");
    await expect(landing.getByRole("tab", { name: "Login" })).toBeVisible();
    await snap(landing, `${viewport.name}-landing`);
    await landing.close();

    const { first, second, matchId } = await createMatchedPair(baseURL ?? "");
    await second.api.post("/api/messages", { data: { matchId, content: "Hey! Your answers about slow Sundays made me smile." } });
    const context = await browserAs(browser, first);
    const page: Page = await context.newPage();
    await page.setViewportSize(viewport);

    // [name, path, heading, a text that shows once the screen's data has loaded]
    const screens: [string, string, string, string | RegExp][] = [
      ["matches", "/", "Your Matches", "Chat to connect"],
      ["chats", "/chats", "Chats", "1 Match"],
      ["chat", `/chat/${matchId}`, "Mystery Match", "slow Sundays"],
      ["report", `/report?userId=${second.id}`, "Contact & Report", "Your Safety Matters"],
      ["profile", "/profile", "Your Profile", "Log Out"],
      ["settings", "/settings", "Account Settings", /characters/],
    ];
    for (const [name, path, heading, loaded] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(loaded).first()).toBeVisible();
      await snap(page, `${viewport.name}-${name}`);
    }
    for (const tab of ["Photos", "Preference", "Personality", "Contact"]) {
      await page.getByRole("tab", { name: tab }).click();
      await snap(page, `${viewport.name}-settings-${tab.toLowerCase()}`);
    }
    await context.close();
  });
}
