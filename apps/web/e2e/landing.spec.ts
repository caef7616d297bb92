import { allowFailedResource, expect, snap, test, uniqueEmail } from "./fixtures";

test.describe("signed out", () => {
  test("the landing page shows the tagline, the tabs and the live-users display", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Connect through personality, reveal through choice" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByTestId("live-users")).toHaveText(/^55,0\d\d people online now$/);
    await expect(page.getByText("By continuing, you agree to our Terms of Service and Privacy Policy.")).toBeVisible();
    await snap(page, "01-landing");
  });

  test("Learn More lists the five points with the 200-mile radius and 18+", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Learn More" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
      "Match by personality",
      "Chat privately",
      "Reveal profiles",
      "Find nearby matches",
      "Safe and inclusive",
    ]);
    await expect(dialog).toContainText("200-mile radius");
    await expect(dialog).toContainText("18+");
    await snap(page, "02-learn-more");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the Terms of Service have ten numbered sections, effective October 2025", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "View Terms of Service" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Effective October 2025");
    const headings = dialog.getByRole("heading", { level: 3 });
    await expect(headings).toHaveCount(10);
    await expect(headings.first()).toHaveText("1. Acceptance of Terms");
    await expect(headings.nth(1)).toContainText("Eligibility");
    await expect(headings.last()).toHaveText("10. Contact");
    await snap(page, "03-terms");
  });

  test("every other route is the not-found page", async ({ page }) => {
    allowFailedResource(404);
    for (const route of ["/quiz", "/profile-setup", "/chats", "/settings", "/no-such-page"]) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    }
    await snap(page, "04-not-found");
  });

  test("a failed login says 'Login failed' with the server's message; empty fields say 'Missing fields'", async ({ page }) => {
    allowFailedResource(401);
    await page.goto("/");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Missing fields" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const toast = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Login failed" });
    await expect(toast).toContainText("Invalid email or password");
    await snap(page, "05-login-failed");
  });

  test("the text is drawn in Unveil's typeface, preloaded and fetched once from the app itself", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    const fontResponse = page.waitForResponse((response) => response.request().resourceType() === "font");
    await page.goto("/");
    const response = await fontResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("font/woff2");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const preloaded = await page.locator('head link[rel="preload"][as="font"]').getAttribute("href");
    expect(new URL(response.url()).pathname).toBe(preloaded);
    await page.waitForLoadState("load");
    expect(fontRequests, "the preload and the stylesheet ask for the same file").toHaveLength(1);
    expect(new URL(fontRequests[0]!).origin).toBe(new URL(page.url()).origin);

    // The glyphs actually drawn, as the browser reports them (a second load: the first may
    // keep the device's font by design when the file is late, `font-display: optional`).
    await page.reload();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    // One variable file: the browser names it by its default instance ("Figtree Light").
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatchObject({ familyName: expect.stringMatching(/^Figtree/), isCustomFont: true });
  });
});
