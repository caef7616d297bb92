import { createMatchedPair } from "./api-setup";
import { expect, test } from "./fixtures";

/**
 * Times are the dater's own: written in their browser's time zone, the way their language
 * writes them, on the server-rendered chat and settings screens, with no hydration error (the
 * fixture fails on one) however far the dater is from the server's zone.
 */
const daters = [
  { timezoneId: "America/New_York", locale: "en-US", dayFirst: false, clock: { hour: "numeric", hourCycle: "h12" } },
  { timezoneId: "Asia/Kolkata", locale: "en-GB", dayFirst: true, clock: { hour: "2-digit", hourCycle: "h23" } },
] as const;

for (const { timezoneId, locale, dayFirst, clock } of daters) {
  test(`a dater in ${timezoneId} (${locale}) sees the chat's and the devices' times in their own zone and way`, async ({
    browser,
    baseURL,
  }) => {
    const { first: ines, matchId } = await createMatchedPair(baseURL ?? "");
    const sent = await ines.api.post("/api/messages", { data: { matchId, content: "See you at eight?" } });
    expect(sent.ok()).toBe(true);
    const { createdAt } = (await sent.json()) as { createdAt: string };

    const context = await browser.newContext({ storageState: await ines.api.storageState(), timezoneId, locale });
    const page = await context.newPage();
    await page.goto(`/chat/${matchId}`);
    const expected = new Intl.DateTimeFormat("en-US", { ...clock, minute: "2-digit", timeZone: timezoneId }).format(
      new Date(createdAt),
    );
    const time = page.getByRole("list", { name: "Messages" }).locator("time");
    await expect(time).toHaveText(expected.replace(/\s/g, " "));
    await expect(time).toHaveAttribute("datetime", new Date(createdAt).toISOString());

    await page.goto("/settings");
    const [month, day] = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: timezoneId })
      .format(new Date())
      .split(" ");
    const today = dayFirst ? `${day} ${month}` : `${month} ${day}`;
    await expect(page.getByRole("list", { name: "Signed-in devices" }).getByText(/^Last active /)).toContainText(today);
    await context.close();
  });
}
