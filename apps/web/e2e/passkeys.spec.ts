import { browserAs, createDater } from "./api-setup";
import { allowFailedResource, expect, snap, test, toastTitled } from "./fixtures";
import { addVirtualAuthenticator } from "./virtual-authenticator";

/**
 * docs/product-rules.md#accounts in the browser: a passkey added in Settings, then `Sign in with a
 * passkey` with no email, Chromium's virtual authenticator (virtual-authenticator.ts) standing in
 * for the phone's screen lock.
 */

test("a passkey added in Settings signs the dater in without an email, and can be removed", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const dater = await createDater(baseURL ?? "", { firstName: "Lea", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Sign-in & security" });
  await expect(card.getByText("No passkeys yet")).toBeVisible();
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(toastTitled(page, "Passkey added")).toBeVisible();
  const list = card.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Chrome on Android");
  await expect(list).toContainText("Not used yet");
  // The authenticator holds one discoverable credential for this site (the RP ID is localhost).
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await snap(page, "45-settings-sign-in-security-passkey", { fullPage: false });

  // Log out, then back in with the passkey alone.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  const signInWithPasskey = page.getByRole("button", { name: "Sign in with a passkey" });
  await signInWithPasskey.scrollIntoViewIfNeeded();
  await snap(page, "46-login-with-passkey", { fullPage: false });
  await signInWithPasskey.click();
  await expect(toastTitled(page, "Welcome back!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();

  await page.goto("/settings");
  await expect(list).toContainText(/Last used /);
  await list.getByRole("button", { name: "Remove Chrome on Android" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this passkey?" });
  await expect(dialog).toContainText('You will no longer be able to sign in with "Chrome on Android"');
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(toastTitled(page, "Passkey removed")).toBeVisible();
  await expect(card.getByText("No passkeys yet")).toBeVisible();
  await context.close();
});

test("signing in with a passkey the server no longer knows, or with none on the device", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  allowFailedResource(401);
  const dater = await createDater(baseURL ?? "", { firstName: "Noor", gender: "female", lookingFor: "male" });
  const context = await browserAs(browser, dater);
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Sign-in & security" });
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(toastTitled(page, "Passkey added")).toBeVisible();
  // Removed on the server (as from another device), still on this one.
  const [passkey] = (await (await dater.api.get("/api/passkeys")).json()) as { id: string }[];
  expect((await dater.api.delete(`/api/passkeys/${passkey?.id ?? ""}`)).status()).toBe(204);
  await context.clearCookies();

  await page.goto("/");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(toastTitled(page, "Login failed")).toBeVisible();
  await expect(page.getByText("This passkey could not be verified", { exact: true })).toBeVisible();

  // No passkey for this site on the device: a calm note, not an error.
  await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(toastTitled(page, "No passkey used")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await context.close();
});
