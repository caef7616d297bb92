import { createDater, isolatedSpot } from "./api-setup";
import { expect, snap, stubGeocoder, test, toastTitled } from "./fixtures";

const round2 = (value: number) => String(Math.round(value * 100) / 100);

/**
 * docs/product-rules.md#a-profile-that-stays-true: a dater moves in Settings' Profile tab (Auto-Detect through the stubbed
 * geocoder, then typed by hand) and gets a match in the new city, which stays a mystery.
 */
test("a dater changes city in Settings and gets a match there", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const home = isolatedSpot();
  const newCity = isolatedSpot();
  const dater = await createDater(baseURL ?? "", { firstName: "Marta", gender: "female", lookingFor: "male", ...home });
  const local = await createDater(baseURL ?? "", {
    firstName: "Duarte",
    gender: "male",
    lookingFor: "female",
    latitude: newCity.latitude + 0.03,
    longitude: newCity.longitude - 0.02,
  });
  // Where the phone says Marta is now: a few kilometres from Duarte.
  const position = { latitude: newCity.latitude + 0.02131, longitude: newCity.longitude + 0.01874 };

  const context = await browser.newContext({
    storageState: await dater.api.storageState(),
    viewport: { width: 390, height: 844 },
    geolocation: position,
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await stubGeocoder(page, { city: "Ponta Delgada", state: "Azores" });

  // Nobody near home.
  await page.goto("/");
  await expect(page.getByText("Finding Your Matches")).toBeVisible();

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Lisbon, Lisboa");
  await expect(page.getByLabel("Latitude")).toHaveValue(round2(home.latitude));
  await expect(page.getByLabel("Longitude")).toHaveValue(round2(home.longitude));

  await page.getByRole("button", { name: "Auto-Detect" }).click();
  await expect(page.getByLabel("Location")).toHaveValue("Ponta Delgada, Azores");
  await expect(page.getByLabel("Latitude")).toHaveValue(round2(position.latitude));
  await expect(page.getByLabel("Longitude")).toHaveValue(round2(position.longitude));
  await expect(toastTitled(page, "Location detected")).toBeVisible();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toastTitled(page, "Profile Updated")).toBeVisible();
  await expect(toastTitled(page, "You're now in Ponta Delgada, Azores. Finding new matches...")).toBeVisible();
  await page.getByLabel("Location").scrollIntoViewIfNeeded();
  await snap(page, "37-settings-profile-moved", { fullPage: false });

  // The match made by the move is on Marta's matches, a mystery for both.
  await page.goto("/");
  await expect(page.getByRole("article", { name: "Mystery Match" })).toHaveCount(1);
  const seenByDuarte = await local.api.get("/api/matches");
  expect(seenByDuarte.status()).toBe(200);
  const matches = (await seenByDuarte.json()) as unknown[];
  expect(matches).toHaveLength(1);
  expect(await seenByDuarte.text()).not.toContain("Ponta Delgada");

  // Typed by hand, back home: saved, and the match made in the other city stays.
  await page.goto("/settings");
  await expect(page.getByLabel("Location")).toHaveValue("Ponta Delgada, Azores");
  await page.getByLabel("Location").fill("Home again");
  await page.getByLabel("Latitude").fill(String(home.latitude));
  await page.getByLabel("Longitude").fill(String(home.longitude));
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toastTitled(page, "You're now in Home again. Finding new matches...")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Location")).toHaveValue("Home again");
  await snap(page, "36-settings-profile-location", { fullPage: false });
  await page.goto("/");
  await expect(page.getByRole("article", { name: "Mystery Match" })).toHaveCount(1);

  expect(problems, "console errors or warnings").toEqual([]);
  await context.close();
});
