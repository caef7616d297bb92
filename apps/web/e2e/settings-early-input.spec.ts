import { browserAs, createDater } from "./api-setup";
import { expect, test } from "./fixtures";

// Decision 0050: the Profile tab arrives filled from the server, and typing that reached its
// fields while React hydrated them was mangled (the textarea put back to the server's text,
// its caret moved to the start). Playwright fills a field as soon as it is editable; on a
// 4× slower CPU that was during hydration in 22 of 24 runs before the fields waited for it.
test("a bio and a place typed the moment /settings appears are kept whole, on a 4× slower CPU", async ({ browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Ines", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/settings", { waitUntil: "commit" });

  const bio = "Weekend potter, weekday engineer, always up for a new ramen place.";
  await page.getByLabel("Bio").fill(bio);
  await page.getByLabel("Location").fill("Braga, Norte");
  await expect(page.getByLabel("Bio")).toHaveValue(bio);
  await expect(page.getByText(`${bio.length}/500 characters`)).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Braga, Norte");
  await context.close();
});
