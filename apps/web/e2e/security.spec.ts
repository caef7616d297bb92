import type { APIResponse, Page } from "@playwright/test";
import { createDater } from "./api-setup";
import { expect, test } from "./fixtures";

/**
 * docs/product-rules.md#hardening and decision 0012: the headers of each kind of answer, the CSP fixture
 * catching a violation, and forms that never put private text in a URL.
 */

/** The policy's directives by name, as the browser reads them. */
function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function nonceOf(policy: string): string {
  const nonce = /'nonce-([^']+)'/.exec(directivesOf(policy).get("script-src")?.join(" ") ?? "")?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

async function expectPageHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["content-type"]).toContain("text/html");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe("geolocation=(self), camera=(), microphone=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  // The suite's server runs on plain http: no HSTS (it would pin 127.0.0.1 to https).
  expect(headers["strict-transport-security"]).toBeUndefined();

  const policy = headers["content-security-policy"] ?? "";
  const directives = directivesOf(policy);
  const nonce = nonceOf(policy);
  expect(directives.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("connect-src")).toEqual(["'self'", "https://geocoder.test"]);
  expect(directives.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  expect(directives.get("worker-src")).toEqual(["'self'"]);

  // Every script of the page carries this answer's nonce, and no other.
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  return nonce;
}

test("an HTML page carries the CSP with a fresh nonce and the protective headers", async ({ request, baseURL }) => {
  const first = await expectPageHeaders(await request.get("/"));
  const second = await expectPageHeaders(await request.get("/"));
  expect(second).not.toBe(first);

  // Signed in, `/` is the matches page by a rewrite: the same headers, one nonce.
  const dater = await createDater(baseURL ?? "", { firstName: "Hedda", gender: "female", lookingFor: "male" });
  await expectPageHeaders(await dater.api.get("/"));
  await expectPageHeaders(await dater.api.get("/settings"));
  // Not-found pages are HTML too.
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  await expectPageHeaders(missing);
  await dater.api.dispose();
});

test("API answers and stored objects say nosniff", async ({ request, baseURL }) => {
  const stats = await request.get("/api/stats/active-users");
  expect(stats.status()).toBe(200);
  expect(stats.headers()["x-content-type-options"]).toBe("nosniff");
  const refused = await request.get("/api/auth/user");
  expect(refused.status()).toBe(401);
  expect(refused.headers()["x-content-type-options"]).toBe("nosniff");

  const dater = await createDater(baseURL ?? "", { firstName: "Oskar", gender: "male", lookingFor: "female" });
  const profile = (await (await dater.api.get("/api/profile")).json()) as { photos: string[] };
  const photo = await dater.api.get(profile.photos[0] ?? "");
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
  expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
  expect(photo.headers()["content-security-policy"]).toBeUndefined();
  await dater.api.dispose();
});

test("the fixture sees a CSP violation (the check that guards every other test)", async ({ page, securityPolicyViolations }) => {
  // Chromium also logs the refusal; that one line is expected here.
  test.info().annotations.push({
    type: "allow-console",
    description: "^error: Loading the image 'https://elsewhere\\.example/tracker\\.png' violates",
  });
  await page.goto("/");
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "https://elsewhere.example/tracker.png";
    document.body.append(image);
  });
  await expect.poll(() => securityPolicyViolations.length).toBe(1);
  expect(securityPolicyViolations[0]).toContain("img-src blocked https://elsewhere.example/tracker.png");
  securityPolicyViolations.length = 0;
});

/** Submits the page's form without any script, and returns the request the browser made. */
async function submitWithoutScript(page: Page, submitLabel: string) {
  const submitted = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
  await page.getByRole("button", { name: submitLabel }).click();
  const request = await submitted;
  await page.waitForLoadState();
  return request;
}

test.describe("forms submitted before their script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the report form posts: its text never reaches the URL", async ({ browser, baseURL }) => {
    const dater = await createDater(baseURL ?? "", { firstName: "Runa", gender: "female", lookingFor: "male" });
    const context = await browser.newContext({ storageState: await dater.api.storageState(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/report");
    await page.getByRole("textbox", { name: "Description" }).fill("private words about someone");
    const request = await submitWithoutScript(page, "Submit Report");
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain("private");
    expect(page.url()).not.toContain("private");
    const response = await request.response();
    expect(response?.status()).toBeLessThan(500);
    await context.close();
    await dater.api.dispose();
  });

  test("the log-in form posts: email and password never reach the URL", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Email" }).fill("someone@example.com");
    await page.getByLabel("Password").fill("a secret password");
    const request = await submitWithoutScript(page, "Log In");
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toMatch(/someone|secret/);
    expect((await request.response())?.status()).toBeLessThan(500);
  });
});
