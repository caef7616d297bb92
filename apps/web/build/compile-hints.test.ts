import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, firstLoadScripts } from "./compile-hints";

/** A build's output as `next build` leaves it: two routes sharing the framework, a lazy chunk, a stylesheet. */
function fakeBuild(webDir: string): void {
  const chunks = path.join(webDir, ".next", "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(webDir, ".next", "diagnostics"));
  for (const name of ["framework.js", "matches.js", "chats.js", "lazy-dialog.js"]) {
    writeFileSync(path.join(chunks, name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  }
  writeFileSync(path.join(chunks, "app.css"), "body{margin:0}");
  const stats = [
    { route: "/matches", firstLoadChunkPaths: [".next/static/chunks/matches.js", ".next/static/chunks/framework.js"] },
    {
      route: "/chats",
      firstLoadChunkPaths: [".next/static/chunks/chats.js", ".next/static/chunks/framework.js", ".next/static/chunks/app.css"],
    },
  ];
  writeFileSync(path.join(webDir, ".next", "diagnostics", "route-bundle-stats.json"), JSON.stringify(stats));
}

const read = (webDir: string, name: string) => readFileSync(path.join(webDir, ".next", "static", "chunks", name), "utf8");

describe("compile hints", () => {
  let webDir: string;
  beforeEach(() => {
    webDir = mkdtempSync(path.join(tmpdir(), "unveil-hints-"));
    fakeBuild(webDir);
  });
  afterEach(() => rmSync(webDir, { recursive: true, force: true }));

  it("lists every route's first-load scripts once, without stylesheets", () => {
    expect(firstLoadScripts(webDir)).toEqual([
      ".next/static/chunks/chats.js",
      ".next/static/chunks/framework.js",
      ".next/static/chunks/matches.js",
    ]);
  });

  it("puts the hint on the first line of first-load scripts only, and once", () => {
    expect(addCompileHints(webDir)).toHaveLength(3);
    expect(read(webDir, "framework.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["framework.js"]);`);
    expect(read(webDir, "matches.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(read(webDir, "lazy-dialog.js").startsWith("//")).toBe(false);
    expect(read(webDir, "app.css")).toBe("body{margin:0}");

    expect(addCompileHints(webDir)).toEqual([]);
    expect(read(webDir, "chats.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("fails loudly without a build", () => {
    rmSync(path.join(webDir, ".next", "diagnostics"), { recursive: true });
    expect(() => addCompileHints(webDir)).toThrow(/route-bundle-stats\.json is missing/);
  });
});
