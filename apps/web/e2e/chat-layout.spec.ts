import type { Locator, Page, Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createMatchedPair, type ApiDater } from "./api-setup";
import { expect, PORTRAIT, PORTRAIT_2, test } from "./fixtures";

/**
 * A chat with images opens without layout shift (issue 30, decision 0048): every chat
 * image, blurred or shown, has its final box before its bytes arrive, so nothing moves
 * when they do. At 390×844, the images held back until the boxes are measured.
 */

const imageDataUrl = (file: string) => `data:image/jpeg;base64,${readFileSync(file).toString("base64")}`;

async function send(dater: ApiDater, matchId: string, content: string, imageUrl?: string): Promise<void> {
  expect((await dater.api.post("/api/messages", { data: { matchId, content, imageUrl } })).ok()).toBe(true);
}

/** Stored images (`/objects/<id>`) wait until `release()`; later ones pass straight through. */
async function holdImages(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/objects/**", (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** The sum of the page's layout shifts not caused by input (what CLS adds up), from the first paint on. */
const LAYOUT_SHIFT_KEY = "__unveilLayoutShift";
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((key: string) => {
    const store = window as unknown as Record<string, number>;
    store[key] = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) store[key] = (store[key] ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, LAYOUT_SHIFT_KEY);
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? 0, LAYOUT_SHIFT_KEY);
}

/** Where each element sits in the document (not the viewport, so a scroll does not count as a move). */
const boxesOf = (elements: Locator) =>
  elements.evaluateAll((all) =>
    all.map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left + window.scrollX, y: top + window.scrollY, width, height };
    }),
  );

/** Whether the element is what the page shows at its centre (not under the sticky composer or the navigation). */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const { left, top, width, height } = node.getBoundingClientRect();
    return node.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
const loadedCount = (images: Locator) =>
  images.evaluateAll((elements) => elements.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);

test("a chat with images keeps its layout while they load: 4:3 boxes sized before the bytes, no layout shift", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
  await send(ines, matchId, "Hi! How was the hike?");
  await send(tomas, matchId, "Amazing, look at this view", imageDataUrl(PORTRAIT_2));
  await send(tomas, matchId, "", imageDataUrl(PORTRAIT));
  await send(ines, matchId, "Mine from last week", imageDataUrl(PORTRAIT));
  await send(ines, matchId, "", imageDataUrl(PORTRAIT_2));
  await send(tomas, matchId, "Wow, where is that?");

  // No service worker: the held requests must be the page's own.
  const context = await browser.newContext({
    storageState: await ines.api.storageState(),
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const layoutShift = await watchLayoutShift(page);
  const images = await holdImages(page);
  // Not waiting for `load`: the images it waits for are held.
  await page.goto(`/chat/${matchId}`, { waitUntil: "domcontentloaded" });
  const list = page.getByRole("list", { name: "Messages" });
  // Tomas's two images, blurred for Ines (not revealed); her own two, shown.
  const blurred = list.getByTestId("blurred-image");
  const shown = list.getByRole("img", { name: "Image you sent" });
  await expect(blurred).toHaveCount(2);
  await expect(shown).toHaveCount(2);
  await expect(blurred.getByRole("button", { name: "Tap to view" })).toHaveCount(2);
  const every = list.locator("img");
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(4);
  expect(await loadedCount(every)).toBe(0);

  const before = [...(await boxesOf(blurred)), ...(await boxesOf(shown))];
  for (const box of before) {
    expect(box.height).toBeGreaterThan(100);
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  }
  // The chat opened at its newest message, with nothing over it (the composer and the navigation sit below).
  await expect(list.getByText("Wow, where is that?")).toBeInViewport();
  expect(await uncovered(list.getByText("Wow, where is that?"))).toBe(true);

  await images.release();
  await expect.poll(() => loadedCount(every)).toBe(4);
  const after = [...(await boxesOf(blurred)), ...(await boxesOf(shown))];
  expect(after).toEqual(before);
  await expect(list.getByText("Wow, where is that?")).toBeInViewport();
  expect(await uncovered(list.getByText("Wow, where is that?"))).toBe(true);
  expect(await layoutShift()).toBe(0);
  await context.close();
});
