import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["@unveil/vitest-setup/console-guard", "./src/test/setup.ts"],
    testTimeout: 20_000,
    // One jsdom and module graph per worker, not per file: 80 s → 25 s for the suite
    // (bench/notes.md, 2026-11-26 CI time). Testing Library unmounts after every test.
    isolate: false,
  },
});
