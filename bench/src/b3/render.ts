/** B3's section of RESULTS.md. */
import type { B3Result } from ".";
import { BUDGETS, budgetTable } from "./bundle-budget";
import { lighthouseSection } from "./floor";
import { met } from "../lib/met";
import { fmt } from "../lib/stats";

export function renderB3(b3: B3Result): string {
  const landing = b3.bundles.find((b) => b.route === "/");
  const signedIn = b3.bundles.filter((b) => b.route !== "/");
  const worst = signedIn.reduce((a, b) => (b.gzip > a.gzip ? b : a), signedIn[0] ?? b3.bundles[0]!);
  const rootFiles = landing?.files.slice(0, 5) ?? [];
  const framework = rootFiles.reduce((sum, f) => sum + f.gzip, 0);
  return `## B3. The web app

First-load JavaScript per route of the production build (\`bench/src/b3/bundle-budget.ts\`,
run in CI as \`pnpm check:bundle\`): the build's \`rootMainFiles\` plus the
\`entryJSFiles\` of the route's layouts and page from its client reference manifest,
each file gzip-compressed (level 9), counted once; the nomodule polyfill and lazy
\`import()\` chunks are not first load. 1 kB = 1,000 bytes. Cross-checks: ${
    b3.nextDisagrees === undefined || b3.nextDisagrees === null
      ? "(Next's route-bundle-stats.json not found)"
      : b3.nextDisagrees.length === 0
        ? "every route's raw total equals Next's own `firstLoadUncompressedJsBytes` (`.next/diagnostics/route-bundle-stats.json`)"
        : `Next's route-bundle-stats.json differs for ${b3.nextDisagrees.join(", ")}`
  }; the rendered HTML:
${b3.htmlScriptsCovered.map((c) => `${c.page}: ${c.scripts} \`<script src>\`, ${c.missing.length === 0 ? "all in the list" : `missing ${c.missing.join(", ")}`}`).join("; ")}.

${budgetTable(b3.bundles)}

The framework alone (the five \`rootMainFiles\`: React DOM, the App Router, the
Turbopack runtime), loaded by every route, is ${fmt(framework / 1000)} kB gzip.

| Target | Measured | Result |
|---|---|---|
| \`/\` signed out ≤ ${BUDGETS.landing / 1000} kB gzip | ${fmt((landing?.gzip ?? Number.NaN) / 1000)} kB | ${met((landing?.gzip ?? Infinity) <= BUDGETS.landing)} |
| every signed-in screen ≤ ${BUDGETS.signedIn / 1000} kB gzip | largest: \`${worst?.route}\` ${fmt((worst?.gzip ?? Number.NaN) / 1000)} kB | ${met(signedIn.every((b) => b.gzip <= BUDGETS.signedIn))} |

${lighthouseSection(b3)}`;
}
