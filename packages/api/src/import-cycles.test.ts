import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * docs/architecture.md: `deps.ts` is types only and `events/` a leaf, so no import cycle
 * runs through either (there was one of 14 files: deps ↔ hub ↔ loaders ↔ message
 * services). Every relative import counts, type-only ones too.
 */
const root = import.meta.dirname;
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test/"))
  .map((file) => path.normalize(file));
const known = new Set(files);
const importPattern = /(?:import|export)[^'";]*?from\s+["'](\.[^"']+)["']/g;

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(importPattern)].flatMap(([, target = ""]) => {
    const base = path.normalize(path.join(path.dirname(file), target));
    return [`${base}.ts`, path.join(base, "index.ts"), base].filter((candidate) => known.has(candidate)).slice(0, 1);
  });
}

/** Files that can reach themselves again through their imports. */
function filesInCycles(): Set<string> {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const inCycle = new Set<string>();
  for (const start of files) {
    const seen = new Set<string>();
    const stack = [...(graph.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop() ?? "";
      if (next === start) {
        inCycle.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.get(next) ?? []));
    }
  }
  return inCycle;
}

it("no import cycle runs through deps.ts, the composition root or events/", () => {
  const cyclic = [...filesInCycles()].filter(
    (file) => file === "deps.ts" || file === "create-app-deps.ts" || file.startsWith(`events${path.sep}`),
  );
  expect(cyclic).toEqual([]);
  expect(files).toContain(path.join("events", "event-hub.ts"));
});
