import { browserAs, createDater } from "./api-setup";
import { allowFailedResource, expect, PORTRAIT_2, snap, test, toastTitled } from "./fixtures";

test("settings round-trips: bio, looking-for, photos, preferences and answers survive a reload", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const dater = await createDater(baseURL ?? "", { firstName: "Rosa", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") throw new Error(message.text());
  });

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();

  // Profile tab: bio and Looking For.
  const bio = "Weekend potter, weekday engineer, always up for a new ramen place.";
  await page.getByLabel("Bio").fill(bio);
  await expect(page.getByText(`${bio.length}/500 characters`)).toBeVisible();
  await page.getByRole("combobox", { name: "Looking For" }).click();
  await page.getByRole("option", { name: "Everyone", exact: true }).click();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toastTitled(page, "Profile Updated")).toBeVisible();
  await snap(page, "30-settings-profile");

  // Photos tab: upload through the dialog, make it primary, delete the old one.
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByText("1/6 photos added")).toBeVisible();
  const firstPhoto = await page.getByRole("img", { name: "Photo 1 (primary)" }).getAttribute("src");
  await page.getByRole("button", { name: "Add Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a Photo" });
  await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
  await dialog.getByLabel("Choose a photo").setInputFiles(PORTRAIT_2);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toastTitled(page, "Photo Added")).toBeVisible();
  await expect(page.getByText("2/6 photos added")).toBeVisible();
  await snap(page, "31-settings-photos");
  await page.getByRole("button", { name: "Set Primary (photo 2)" }).click();
  await expect(toastTitled(page, "Primary Photo Updated")).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", firstPhoto ?? "");
  await page.getByRole("button", { name: "Delete photo 2" }).click();
  await page.getByRole("alertdialog", { name: "Delete this photo?" }).getByRole("button", { name: "Delete Photo" }).click();
  await expect(toastTitled(page, "Photo Deleted")).toBeVisible();
  await expect(page.getByText("1/6 photos added")).toBeVisible();

  // Preference tab: the sliders by keyboard; a wrong order is explained.
  await page.getByRole("tab", { name: "Preference" }).click();
  await expect(page.getByText("Currently: 18 - 99 years old")).toBeVisible();
  const minAge = page.getByRole("slider", { name: "Minimum Age" });
  const maxAge = page.getByRole("slider", { name: "Maximum Age" });
  const distance = page.getByRole("slider", { name: "Maximum Distance" });
  await minAge.focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
  await maxAge.focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowLeft");
  await distance.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Currently: 25 - 90 years old")).toBeVisible();
  const distanceBefore = await distance.getAttribute("aria-valuenow");
  expect(Number(distanceBefore)).toBeLessThan(100);
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(toastTitled(page, "Preferences Updated")).toBeVisible();
  await snap(page, "32-settings-preferences");

  // Personality tab: flip the first answer.
  await page.getByRole("tab", { name: "Personality" }).click();
  await expect(page.getByText(/^Question 1 of 15 • /)).toBeVisible();
  const firstQuestion = page.getByRole("radiogroup").first();
  await firstQuestion.getByRole("radio").nth(1).click();
  await page.getByRole("button", { name: "Save Personality Answers" }).click();
  await expect(toastTitled(page, "Quiz Updated")).toBeVisible();
  await snap(page, "33-settings-personality");

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue(bio);
  await expect(page.getByRole("combobox", { name: "Looking For" })).toHaveText(/Everyone/);
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByText("1/6 photos added")).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo 1 (primary)" })).not.toHaveAttribute("src", firstPhoto ?? "");
  await page.getByRole("tab", { name: "Preference" }).click();
  await expect(page.getByText("Currently: 25 - 90 years old")).toBeVisible();
  await expect(page.getByRole("slider", { name: "Maximum Distance" })).toHaveAttribute("aria-valuenow", distanceBefore ?? "");
  await page.getByRole("tab", { name: "Personality" }).click();
  await expect(page.getByRole("radiogroup").first().getByRole("radio").nth(1)).toBeChecked();

  // The profile screen shows the new bio and "Everyone".
  await page.goto("/profile");
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByText("Everyone", { exact: true })).toBeVisible();
  await snap(page, "34-profile");
  await context.close();
});

test("the settings error paths: the age order and the last photo", async ({ browser, baseURL }) => {
  allowFailedResource(400);
  const dater = await createDater(baseURL ?? "", { firstName: "Nuno", gender: "male", lookingFor: "female" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Preference" }).click();
  await page.getByRole("slider", { name: "Minimum Age" }).focus();
  await page.keyboard.press("End");
  await page.getByRole("slider", { name: "Maximum Age" }).focus();
  await page.keyboard.press("Home");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Minimum age must be less than or equal to maximum age")).toBeVisible();

  await page.getByRole("tab", { name: "Photos" }).click();
  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await page.getByRole("alertdialog", { name: "Delete this photo?" }).getByRole("button", { name: "Delete Photo" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("At least one photo is required");
  await expect(page.getByText("1/6 photos added")).toBeVisible();
  await context.close();
});

test("'Account Deleted' is shown on the landing page after the deletion's full page load", async ({ browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Ada", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you absolutely sure?" })
    .getByRole("button", { name: "Yes, Delete My Account" })
    .click();
  // The landing page (only it has the Sign Up tab) after the load of /, with the toast.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
  await expect(toastTitled(page, "Account Deleted")).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Your account and all of your data have been permanently deleted.",
  );
  await snap(page, "35-account-deleted");
  // Shown once: another load of / does not show it again (checked once the page responds to a click).
  await page.reload();
  await page.getByRole("button", { name: "Learn More" }).click();
  await expect(page.getByRole("dialog", { name: "How Unveil works" })).toBeVisible();
  await expect(toastTitled(page, "Account Deleted")).toHaveCount(0);
  await context.close();
});
