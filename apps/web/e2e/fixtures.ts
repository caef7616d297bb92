import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../artifacts/screenshots");
export const PORTRAIT = path.resolve(import.meta.dirname, "fixtures/portrait.jpg");
export const PORTRAIT_2 = path.resolve(import.meta.dirname, "fixtures/portrait-2.jpg");

/**
 * Saves a full-page screenshot as a CI artifact (artifacts/ is ignored by git); only the
 * viewport with `fullPage: false` (a page that renders its sections as they scroll in).
 */
export async function snap(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** The reverse geocoder of spec §7, stubbed at the network boundary. */
export async function stubGeocoder(page: Page, address: Record<string, string> | null): Promise<void> {
  await page.route("https://geocoder.test/**", (route) =>
    address
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ address }) })
      : route.fulfill({ status: 503, body: "unavailable" }),
  );
}

/** A toast's title in the notifications region (spec §9 toasts). */
export function toastTitled(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

const CSP_BINDING = "__unveilReportCspViolation";

/**
 * Reports every Content-Security-Policy violation of the context's pages to `violations`.
 * The listener and the binding are injected by the browser's debugging protocol, which
 * the page's CSP does not govern, so they see every violation from the first script on.
 */
async function watchSecurityPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, report: string) => {
    violations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, CSP_BINDING);
}

/**
 * Every test fails on a console error or warning, and on a page error: a dater
 * should never meet one. It also fails on any CSP violation (decision 0012), in the
 * test's own page and in every context it opens with `browser.newContext`.
 */
export const test = base.extend<{ consoleProblems: string[]; securityPolicyViolations: string[] }>({
  securityPolicyViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchSecurityPolicy(context, violations);
      const newContext = browser.newContext.bind(browser);
      const watchedNewContext: Browser["newContext"] = async (options) => {
        const opened = await newContext(options);
        await watchSecurityPolicy(opened, violations);
        return opened;
      };
      browser.newContext = watchedNewContext;
      // `use` returns when the test ends, failed or not.
      await use(violations);
      browser.newContext = newContext;
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const watch = (target: Page) => {
        target.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
        });
        target.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      };
      watch(page);
      page.context().on("page", watch);
      await use(problems);
      const allowed = testInfo.annotations
        .filter((a) => a.type === "allow-console")
        .map((a) => new RegExp(a.description ?? "^$"));
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, "console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Lets a test that provokes an error on purpose (a 404 page, a failed login, a failed
 * geocoder) accept the browser's own "Failed to load resource" line for that status.
 */
export function allowFailedResource(status: number): void {
  test.info().annotations.push({
    type: "allow-console",
    description: `^error: Failed to load resource: the server responded with a status of ${status}`,
  });
}

export { expect };
