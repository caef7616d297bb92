import { browserAs, createDater } from "./api-setup";
import { allowFailedResource, expect, snap, test, toastTitled, uniqueEmail } from "./fixtures";
import { codeFromMail, linkFromMail } from "./reset-mail";

/**
 * docs/product-rules.md#confirming-the-email in the browser: the code from the mail (the
 * `.eml` the server wrote to its outbox) typed into the `Confirm your email` card on
 * Matches, and the mail's link opened signed out and mid-onboarding.
 */

test("the code from the sign-up mail, typed into the card on Matches, confirms the email", async ({ browser, baseURL }) => {
  allowFailedResource(400);
  const dater = await createDater(baseURL ?? "", { firstName: "Lia", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  await page.goto("/");

  const card = page.getByRole("region", { name: "Confirm your email" });
  await expect(card).toBeVisible();
  await expect(card).toContainText(dater.email);
  await expect(card.getByRole("button", { name: "Send a new code" })).toBeVisible();
  await snap(page, "55-confirm-email-card", { fullPage: false });

  const code = await codeFromMail(dater.email, "confirm-email");
  const field = card.getByLabel("Code from the email");
  await field.fill(code === "AAAAAAAA" ? "BBBBBBBB" : "AAAAAAAA");
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(card.getByRole("alert")).toHaveText("This code or link is invalid or has expired");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // Typed as a person might: lower case, with a space.
  await field.fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await snap(page, "56-confirm-email-card-filled", { fullPage: false });
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toastTitled(page, "Email confirmed")).toBeVisible();
  await expect(card).toBeHidden();
  expect(await (await dater.api.get("/api/auth/user")).json()).toMatchObject({ emailVerified: true });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
  await context.close();
});

test("`Send a new code` sends a new mail and the older code stops working", async ({ browser, baseURL }) => {
  allowFailedResource(400);
  const dater = await createDater(baseURL ?? "", { firstName: "Rui", gender: "male", lookingFor: "female" });
  const first = await codeFromMail(dater.email, "confirm-email");
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  await page.goto("/");
  const card = page.getByRole("region", { name: "Confirm your email" });
  await card.getByRole("button", { name: "Send a new code" }).click();
  await expect(card.getByRole("status")).toContainText(`A new code is on its way to ${dater.email}`);
  await expect.poll(() => codeFromMail(dater.email, "confirm-email"), { timeout: 15_000 }).not.toBe(first);
  const second = await codeFromMail(dater.email, "confirm-email");
  await card.getByLabel("Code from the email").fill(first);
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(card.getByRole("alert")).toHaveText("This code or link is invalid or has expired");
  await card.getByLabel("Code from the email").fill(second);
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toastTitled(page, "Email confirmed")).toBeVisible();
  await context.close();
});

test("the link of the mail confirms signed out, and a new dater mid-onboarding", async ({ page, browser, baseURL }) => {
  const dater = await createDater(baseURL ?? "", { firstName: "Ana", gender: "female", lookingFor: "both" });
  const link = await linkFromMail(dater.email, "confirm-email", "verify");
  expect(new URL(link).origin).toBe(new URL(baseURL ?? "").origin);
  const signedOut = await browser.newContext();
  const landing = await signedOut.newPage();
  const answer = await landing.goto(link);
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(toastTitled(landing, "Email confirmed")).toBeVisible();
  expect(new URL(landing.url()).searchParams.has("verify")).toBe(false);
  await expect(landing.getByRole("tab", { name: "Login" })).toBeVisible();
  expect(await (await dater.api.get("/api/auth/user")).json()).toMatchObject({ emailVerified: true });
  await signedOut.close();

  // Signed up in this browser, the profile not made yet: the link lands on the onboarding step.
  const email = uniqueEmail("nina");
  await page.goto("/");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
  await page.goto(await linkFromMail(email, "confirm-email", "verify"));
  await expect(toastTitled(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/profile-setup$/);
});
