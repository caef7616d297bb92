import { browserAs, createMatchedPair } from "./api-setup";
import { expect, snap, test, toastTitled } from "./fixtures";
import { moderator, verifyByApi } from "./moderator";

/**
 * Revoking a photo verification (docs/product-rules.md#verification-and-date-plans): a moderator
 * takes it back from the reported dater's card in /admin, after confirming; the badge the match
 * saw on the mystery card goes, and the dater may ask again.
 */

test("a moderator revokes a verification from the reported dater's card; the match no longer sees Verified", async ({
  browser,
  baseURL,
}) => {
  const { first: ines, second: tomas } = await createMatchedPair(baseURL ?? "");
  const mod = await moderator(baseURL ?? "");
  await verifyByApi(tomas, mod);
  const filed = await ines.api.post("/api/reports", {
    data: { reportType: "user", description: "His photos look like someone else", reportedUserId: tomas.id },
  });
  expect(filed.status()).toBe(201);

  // Ines sees the badge before.
  const inesContext = await browserAs(browser, ines);
  const home = await inesContext.newPage();
  await home.goto("/");
  const card = home.getByRole("article", { name: "Mystery Match" });
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();

  // The moderator opens the report, asks to revoke, reads the dialog, cancels once, then confirms.
  const modContext = await browserAs(browser, mod);
  const admin = await modContext.newPage();
  await admin.goto(`/admin/reports/${((await filed.json()) as { id: string }).id}`);
  await expect(admin.getByText("Photo verified")).toBeVisible();
  await admin.getByRole("button", { name: "Revoke", exact: true }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Revoke this verification?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Matches already made stay.");
  await snap(admin, "mobile-admin-revoke-verification", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const stillVerified = (await (await tomas.api.get("/api/verification")).json()) as { status: string };
  expect(stillVerified.status).toBe("verified");

  await admin.getByRole("button", { name: "Revoke", exact: true }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Revoke verification" }).click();
  await expect(toastTitled(admin, "Verification revoked")).toBeVisible();
  await expect(admin.getByText("Photo verified")).toBeHidden();
  await expect(admin.getByRole("button", { name: "Revoke", exact: true })).toHaveCount(0);

  // The audit log names it.
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Audit log" }).click();
  await expect(admin.getByText("Verification revoked").first()).toBeVisible();
  await modContext.close();

  // The badge is gone from Ines's card; Tomas may ask again.
  await home.reload();
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Verified", { exact: true })).toHaveCount(0);
  await inesContext.close();
  const status = (await (await tomas.api.get("/api/verification")).json()) as { status: string };
  expect(status.status).toBe("none");
});
