import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints):
 * with this comment as a script's first line, V8 compiles all of its functions when it
 * compiles the script instead of each one on the main thread at its first call. A script
 * Chrome streams (downloads still arriving) is compiled off the main thread; one that
 * arrived whole is compiled in its own short task. Other browsers read a comment.
 * Decision 0057.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The part of each route's entry in Next's route-bundle-stats.json read here. */
interface RouteBundleStats {
  firstLoadChunkPaths: string[];
}

/** Every script some route's HTML loads first (Next's own list, `.next/diagnostics/route-bundle-stats.json`), relative to the app. */
export function firstLoadScripts(webDir: string): string[] {
  const statsFile = path.join(webDir, ".next", "diagnostics", "route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`next build\` first`);
  const routes = JSON.parse(readFileSync(statsFile, "utf8")) as RouteBundleStats[];
  const scripts = new Set(routes.flatMap((route) => route.firstLoadChunkPaths).filter((file) => file.endsWith(".js")));
  return [...scripts].sort();
}

/**
 * Puts the hint at the top of every first-load script of the build: the framework, the
 * layouts and the pages, whose functions all run while a screen starts. Chunks loaded
 * later (`import()`) stay lazy. Running it twice changes nothing. Returns the files it changed.
 */
export function addCompileHints(webDir: string): string[] {
  const changed: string[] = [];
  for (const file of firstLoadScripts(webDir)) {
    const full = path.join(webDir, file);
    const text = readFileSync(full, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + text);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const changed = addCompileHints(process.cwd());
  console.log(`compile hints: ${changed.length} first-load scripts hinted`);
}
