import { createMatchedPair } from "./api-setup";
import { expect, test } from "./fixtures";

/**
 * A long chat opens with its newest 24 messages rendered and renders older ones as the
 * dater scrolls up, without moving what they read (decision 0051, issue 30). At 390×844.
 */
test("a long chat renders older messages as the dater scrolls up, and what they read stays put", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
  for (let number = 1; number <= 45; number++) {
    const dater = number % 2 === 0 ? ines : tomas;
    const sent = await dater.api.post("/api/messages", { data: { matchId, content: `message ${number}` } });
    expect(sent.ok()).toBe(true);
  }

  const context = await browser.newContext({
    storageState: await ines.api.storageState(),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/chat/${matchId}`);
  const list = page.getByRole("list", { name: "Messages" });
  const items = list.getByRole("listitem");
  await expect(list.getByText("message 45", { exact: true })).toBeInViewport();
  await expect(items).toHaveCount(24);
  await expect(items.first()).toContainText("message 22");

  // The oldest rendered message brought to the top of the screen: the older ones render above it, and it does not move.
  const reading = list.getByText("message 22", { exact: true });
  const topBefore = await reading.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    return element.getBoundingClientRect().top;
  });
  await expect(items).toHaveCount(45);
  await expect(items.first()).toContainText("message 1");
  const topAfter = await reading.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(1);
  await expect(reading).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(list.getByText("message 1", { exact: true })).toBeInViewport();
  await context.close();
});
