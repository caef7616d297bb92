/**
 * B3 bundle budget: first-load JavaScript per route of the web app's production build,
 * gzip-compressed, against the issue's budgets. Deterministic (no server, no timing):
 * it reads the build's own manifests, so CI can fail on it.
 *
 * Method (Next 16, Turbopack, App Router):
 *  - every route loads the build's `rootMainFiles` (build-manifest.json: the runtime,
 *    React, the router);
 *  - a route loads the `entryJSFiles` of its layouts and page, listed in
 *    `.next/server/app/<route>/page_client-reference-manifest.js` (the chunks of every
 *    client component the route's modules import; what the HTML's <script> tags and the
 *    RSC payload ask for);
 *  - `polyfillFiles` are left out: they are a `<script nomodule>` that browsers able to
 *    run modules never download. Chunks loaded later by `import()` are left out too
 *    (not first load).
 * Each file is gzip-compressed (zlib, level 9) and counted once per route.
 * 1 kB = 1,000 bytes.
 *
 * `/` is the landing page (signed out); the signed-in `/` is the route `/matches`,
 * which the web app's proxy serves at `/` (apps/web/proxy.ts), so each is measured on
 * its own. Every route other than `/` is a signed-in screen.
 *
 *   tsx src/b3/bundle-budget.ts [--web apps/web] [--json] [--ci] [--landing-kb 170] [--signed-in-kb 200]
 * exits 1 when a route is over its budget, 2 when there is no build. `--ci` checks each
 * route against its budget AND its ratchet (CI_CEILINGS): the lower of the two.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/**
 * Budgets in bytes (gzip), issue 19: the landing page (`/` signed out) ≤ 170 kB, every
 * signed-in screen ≤ 200 kB. The framework every route loads (React DOM, the App
 * Router, the Turbopack runtime) is 132 kB of that.
 */
export const BUDGETS = { landing: 170_000, signedIn: 200_000 } as const;

/**
 * The ratchet CI enforces as well (`--ci`): each route's first-load JS as built on
 * 2026-11-26 (issue 30, after tailwind-merge left the bundle: 8.3–8.5 kB less each; `/matches` and
 * `/chats` again after their lists became server components, `/profile` after it did,
 * decision 0045; `/settings` and `/matches` on 2026-11-27, decision 0047; `/chat/[id]` raised
 * 0.5 kB for its message window, decision 0051) plus at most 0.5 kB; every ceiling 0.3 kB up on
 * 2026-11-28 for V8's compile hint on each first-load script (29 bytes each, decision 0057),
 * `/chat/[id]` 0.5 kB up the same day for times written without `Intl` (decision 0058),
 * the three screens with selects 0.4 kB up on 2026-11-29 for the stand-in's typeahead and the
 * chat 0.2 kB for its first-screen images in `<picture>`, and the chat 0.2 kB more the same day for
 * reading this browser's storage and the unread count at the first idle moment (decision 0060),
 * so no change makes a screen heavier unnoticed, even under its budget. Lower a
 * ceiling whenever a change makes its route lighter; raise one only with a reason in
 * bench/notes.md. A route not listed here gets only its budget.
 */
export const CI_CEILINGS: Readonly<Record<string, number>> = {
  "/": 147_400,
  "/chat/[id]": 187_500,
  "/chats": 176_500,
  "/matches": 179_600,
  "/profile": 175_400,
  "/profile-setup": 189_200,
  "/quiz": 182_100,
  "/report": 186_900,
  "/settings": 182_600,
};

export interface RouteSize {
  route: string;
  /** gzip bytes of the shared framework files (rootMainFiles), of the layouts' own chunks, and the rest (the page). */
  split: { framework: number; layout: number; page: number };
  files: { file: string; raw: number; gzip: number; hinted: boolean }[];
  raw: number;
  gzip: number;
  budget: number;
  /** Which budget applies, for the table. */
  budgetName: string;
}

const PAGE_SUFFIX = "/page";

/** The first line the web app's build puts on each first-load script (apps/web/build/compile-hints.ts). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

const LAYOUT_SUFFIX = "/layout";

/** The JS files one route's HTML loads first, relative to `.next/` (and which of them its layouts bring). */
function routeFiles(nextDir: string, entry: string, rootMainFiles: string[]): { files: string[]; layout: Set<string> } {
  const manifestFile = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  const files = new Set(rootMainFiles);
  const layout = new Set<string>();
  if (existsSync(manifestFile)) {
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(manifestFile, "utf8"), sandbox);
    const manifest = sandbox.__RSC_MANIFEST?.[entry];
    if (!manifest?.entryJSFiles) throw new Error(`${manifestFile}: no entryJSFiles for ${entry}`);
    for (const [name, list] of Object.entries(manifest.entryJSFiles)) {
      for (const file of list) {
        const relative = file.replace(/^\/?_next\//, "");
        files.add(relative);
        if (name.endsWith(LAYOUT_SUFFIX)) layout.add(relative);
      }
    }
  }
  return { files: [...files].filter((file) => file.endsWith(".js")), layout };
}

export interface Budgets {
  landing: number;
  signedIn: number;
  /** Per-route ceilings (a ratchet) that apply on top of the two budgets: the lower limit wins. */
  perRoute?: Readonly<Record<string, number>>;
}

export function measureBundles(webDir: string, budgets: Budgets = BUDGETS): RouteSize[] {
  const nextDir = path.join(webDir, ".next");
  const buildManifestFile = path.join(nextDir, "build-manifest.json");
  if (!existsSync(buildManifestFile))
    throw new Error(`no production build in ${nextDir}: run \`pnpm --filter @unveil/web build\` first`);
  const { rootMainFiles } = readJson<{ rootMainFiles: string[] }>(buildManifestFile);
  const routes = readJson<Record<string, string>>(path.join(nextDir, "app-path-routes-manifest.json"));
  const sizes = new Map<string, { raw: number; gzip: number; hinted: boolean }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(nextDir, file));
      const hinted = bytes.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, hinted };
      sizes.set(file, size);
    }
    return size;
  };
  const result: RouteSize[] = [];
  for (const [entry, route] of Object.entries(routes).sort((a, b) => a[1].localeCompare(b[1]))) {
    // Pages only; Next's own error pages are not screens of the app.
    if (!entry.endsWith(PAGE_SUFFIX) || route.startsWith("/_")) continue;
    const listed = routeFiles(nextDir, entry, rootMainFiles);
    const files = listed.files.map((file) => ({ file, ...sizeOf(file) }));
    const landing = route === "/";
    const budget = landing ? budgets.landing : budgets.signedIn;
    const ceiling = budgets.perRoute?.[route];
    const sum = (keep: (file: string) => boolean) => files.filter((f) => keep(f.file)).reduce((total, f) => total + f.gzip, 0);
    const framework = sum((file) => rootMainFiles.includes(file));
    const layoutOnly = sum((file) => !rootMainFiles.includes(file) && listed.layout.has(file));
    result.push({
      route,
      split: { framework, layout: layoutOnly, page: sum(() => true) - framework - layoutOnly },
      files,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      budget: ceiling === undefined ? budget : Math.min(budget, ceiling),
      budgetName:
        ceiling !== undefined && ceiling < budget ? "CI ceiling" : landing ? "landing (signed out)" : "signed-in screen",
    });
  }
  return result;
}

/**
 * Next writes its own first-load list (uncompressed) to
 * `.next/diagnostics/route-bundle-stats.json`; where it exists, the routes whose raw
 * total differs from ours (none, on Next 16.4) — a sign the method needs a look. Next
 * counts each file before the build's next step puts V8's compile hint on its first line
 * (apps/web/build/compile-hints.ts, decision 0057), so the hint's bytes are left out here.
 */
export function disagreementsWithNext(webDir: string, routes: RouteSize[]): string[] | null {
  const file = path.join(webDir, ".next", "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) return null;
  const stats = readJson<{ route: string; firstLoadUncompressedJsBytes: number }[]>(file);
  return routes
    .filter((r) => {
      const theirs = stats.find((stat) => stat.route === r.route);
      const hints = r.files.filter((f) => f.hinted).length * COMPILE_HINT.length;
      return !theirs || theirs.firstLoadUncompressedJsBytes !== r.raw - hints;
    })
    .map((r) => r.route);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function budgetTable(routes: RouteSize[]): string {
  const lines = [
    "| Route | First-load JS, gzip | = framework + layouts + page | raw | Budget | Over by | Result |",
    "|---|---:|---|---:|---:|---:|---|",
    ...routes.map(
      (r) =>
        `| \`${r.route}\` | ${kB(r.gzip)} kB | ${kB(r.split.framework)} + ${kB(r.split.layout)} + ${kB(r.split.page)} | ${kB(r.raw)} kB | ${kB(r.budget)} kB (${r.budgetName}) | ${
          r.gzip > r.budget ? `${kB(r.gzip - r.budget)} kB` : "—"
        } | ${r.gzip > r.budget ? "**over**" : "ok"} |`,
    ),
  ];
  return lines.join("\n");
}

function main() {
  const args = process.argv.slice(2);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webFlag = args.indexOf("--web");
  const webDir = path.resolve(webFlag >= 0 ? (args[webFlag + 1] ?? "") : path.join(here, "../../../apps/web"));
  const kbOption = (name: string, fallback: number) => {
    const index = args.indexOf(name);
    return index >= 0 ? Number(args[index + 1]) * 1000 : fallback;
  };
  const budgets: Budgets = {
    landing: kbOption("--landing-kb", BUDGETS.landing),
    signedIn: kbOption("--signed-in-kb", BUDGETS.signedIn),
    perRoute: args.includes("--ci") ? CI_CEILINGS : undefined,
  };
  let routes: RouteSize[];
  try {
    routes = measureBundles(webDir, budgets);
  } catch (error) {
    console.error(`bundle budget: ${(error as Error).message}`);
    process.exit(2);
  }
  if (args.includes("--json")) console.log(JSON.stringify(routes, null, 2));
  else console.log(budgetTable(routes));
  const disagreements = disagreementsWithNext(webDir, routes);
  if (disagreements && disagreements.length > 0) {
    console.warn(`bundle budget: note: Next's route-bundle-stats.json counts other files for ${disagreements.join(", ")}`);
  }
  const over = routes.filter((r) => r.gzip > r.budget);
  if (over.length > 0) {
    console.error(
      `bundle budget: ${over.length} route(s) over budget: ${over.map((r) => `${r.route} ${kB(r.gzip)} kB > ${kB(r.budget)} kB`).join(", ")}`,
    );
    process.exit(1);
  }
  console.log(`bundle budget: all ${routes.length} routes within budget`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
