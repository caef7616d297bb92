import { allowFailedResource, expect, PORTRAIT, PORTRAIT_2, snap, stubGeocoder, test, uniqueEmail } from "./fixtures";

// Far from every other test's daters, so nobody else can match this new dater.
test.use({ geolocation: { latitude: 78.22321, longitude: 15.62674 }, permissions: ["geolocation"] });

test("a new dater signs up, builds a profile with photos, takes the quiz and lands on their matches", async ({ page }) => {
  await stubGeocoder(page, { town: "Longyearbyen", state: "Svalbard" });
  await page.goto("/");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Costa");
  await page.getByLabel("Email").fill(uniqueEmail("maya"));
  await page.getByLabel("Password").fill("a-long-password");
  await snap(page, "10-sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole("heading", { name: "Create Your Profile" })).toBeVisible();
  await expect(page.getByText("Tell us about yourself to find your perfect match")).toBeVisible();

  // Signed in without a profile: the app sends every route here.
  for (const route of ["/", "/quiz"]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/profile-setup$/);
  }

  await page.getByRole("button", { name: "Next: Personality Quiz" }).click();
  await expect(page.getByText("At least one photo is required")).toBeVisible();
  await expect(page.getByText("Bio must be at least 20 characters")).toBeVisible();
  await expect(page.getByText("Location is required")).toBeVisible();

  const picker = page.getByLabel("Add photo");
  await picker.setInputFiles(PORTRAIT);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await expect(page.getByText("Main", { exact: true })).toBeVisible();
  await picker.setInputFiles(PORTRAIT_2);
  await expect(page.getByRole("img", { name: "Photo 2" })).toBeVisible();

  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: "Woman", exact: true }).click();
  await page.getByLabel("Age").fill("31");
  const bio = "Bookshop wanderer, amateur baker and a big fan of long coastal walks.";
  await page.getByLabel("Bio").fill(bio);
  await expect(page.getByText(`${bio.length}/500 characters`)).toBeVisible();
  await page.getByRole("button", { name: "Auto-Detect" }).click();
  await expect(page.getByLabel("Location")).toHaveValue("Longyearbyen, Svalbard");
  await expect(page.getByLabel("Latitude")).toHaveValue("78.22");
  await expect(page.getByLabel("Longitude")).toHaveValue("15.63");
  await page.getByRole("combobox", { name: "Looking for" }).click();
  await page.getByRole("option", { name: "Men", exact: true }).click();
  await snap(page, "11-profile-setup");
  await page.getByRole("button", { name: "Next: Personality Quiz" }).click();

  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByText("Question 1 of 15")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await snap(page, "12-quiz");
  for (let question = 1; question <= 15; question++) {
    await expect(page.getByText(`Question ${question} of 15`)).toBeVisible();
    await page
      .getByRole("radio")
      .nth(question % 2)
      .click();
    if (question < 15) await page.getByRole("button", { name: "Next" }).click();
  }
  await snap(page, "13-quiz-last");
  await page.getByRole("button", { name: "Complete Quiz" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Finding Your Matches" })).toBeVisible();
  await snap(page, "14-matches-empty");

  // The quiz is done: it now redirects home.
  await page.goto("/quiz");
  await expect(page).toHaveURL(/\/$/);
});

test("Auto-Detect falls back to rounded coordinates when the place lookup fails", async ({ page }) => {
  allowFailedResource(503);
  await stubGeocoder(page, null);
  await page.goto("/");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(uniqueEmail("fallback"));
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
  await page.getByRole("button", { name: "Auto-Detect" }).click();
  await expect(page.getByLabel("Location")).toHaveValue("78.22, 15.63");
});
