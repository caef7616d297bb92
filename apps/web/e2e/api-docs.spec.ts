import { expect, snap, test } from "./fixtures";

/**
 * docs/product-rules.md#api-description and decision 0013: the API reference at /api/docs renders on a phone from
 * this origin alone, within its CSP (the fixtures fail the test on any violation).
 */
test("the API reference renders on a phone with no request to another host", async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Unveil API", level: 1 })).toBeVisible();
  await expect(page.getByText("send the unveil_session cookie it sets with every call")).toBeVisible();
  await snap(page, "mobile-api-docs", { fullPage: false });

  // A developer finds the matches operations through the menu.
  await page.getByRole("button", { name: "Open Menu" }).click();
  await page.getByRole("link", { name: "matches", exact: true }).click();
  await page.getByRole("button", { name: "Close Menu" }).click();
  await expect(page.getByRole("heading", { name: "The caller's matches, newest first" })).toBeInViewport();
  await expect(page.getByText("/api/matches", { exact: true }).first()).toBeInViewport();
  await expect(page.getByText("/api/matches/reveal", { exact: true }).first()).toBeInViewport();
  await snap(page, "mobile-api-docs-matches", { fullPage: false });

  // The page, its three scripts, the description and the icon: all from this origin.
  const origin = new URL(baseURL ?? "").origin;
  expect(requested).toContain(`${origin}/api/openapi.json`);
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});
