import { browserAs, createDater } from "./api-setup";
import { expect, snap, test } from "./fixtures";

/** Contract §12: installable (manifest + service worker), offline shell, Notifications settings. */

test("the web app manifest is served with the name, standalone display and 192/512/maskable icons", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Unveil", display: "standalone", start_url: "/", theme_color: "#be185d" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("the service worker registers, controls the page, and shows the offline page without a network", async ({
  page,
  context,
}) => {
  test.info().annotations.push({ type: "allow-console", description: "Failed to load resource|ERR_INTERNET_DISCONNECTED" });
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/serwist\/sw\.js$/);

  await context.setOffline(true);
  await page.goto("/settings");
  await expect(page.getByText("You're offline. We'll reconnect when you're back.")).toBeVisible();
  await snap(page, "60-offline");
  await context.setOffline(false);

  // Nothing personal is cached: only the built static files and the offline page.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.filter((url) => url.startsWith("/api/") || url.startsWith("/objects/"))).toEqual([]);
});

test("Settings has a Notifications section with the four switches, previews off by default", async ({ browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Noor", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn On Notifications" })).toBeVisible();
  for (const [name, checked] of [
    ["New messages", "true"],
    ["New matches", "true"],
    ["Reveals", "true"],
    ["Show message previews", "false"],
  ] as const) {
    await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", checked);
  }
  await page.getByRole("switch", { name: "New matches" }).click();
  await expect(page.getByRole("switch", { name: "New matches" })).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(page.getByRole("switch", { name: "New matches" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("heading", { name: "Notifications", exact: true }).scrollIntoViewIfNeeded();
  await snap(page, "61-settings-notifications");
  await context.close();
});
