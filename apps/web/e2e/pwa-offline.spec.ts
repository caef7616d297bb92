import { expect, snap, test } from "./fixtures";

/** docs/product-rules.md#push: the service worker and the offline shell, which caches nothing personal. */

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
