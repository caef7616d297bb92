import { defineConfig } from "vitest/config";

// `*.pg.test.ts` need a real PostgreSQL server: collected only in the PostgreSQL pass
// (TEST_DATABASE_URL set), so no skipped suite counts as passing.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ["src/**/*.pg.test.ts"];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["@unveil/vitest-setup/console-guard"],
    exclude: ["**/node_modules/**", ...postgresOnly],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, as in the api suite (bench/notes.md, 2026-11-26 CI time).
    isolate: false,
  },
});
