import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The accessibility specs' check (accessibility-*.spec.ts): axe-core on the page as it is now. */

/**
 * Zero serious or critical WCAG 2.1 A/AA violations on what is on screen now, or in the part
 * `include` selects (a prompt or a card).
 */
export async function expectAccessible(page: Page, screen: string, include?: string) {
  // After a client-side navigation the new page's <title> is streamed in a moment later.
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
