import { expect, test } from "./fixtures";
import { controlledBy } from "./pwa-browser";

/** docs/product-rules.md#push: installable, the manifest and what Chrome checks before it offers to install. */

test("the web app manifest is served with the name, standalone display and 192/512/maskable icons", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Unveil", display: "standalone", start_url: "/", theme_color: "#be185d" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("Lighthouse's installability facts: the manifest parses without errors and Chrome finds nothing against installing", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chrome refuses installability (and Web Push) in an off-the-record profile, which a plain Playwright context is:
  // a persistent profile is the browser a dater has.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await controlledBy(page, "/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
