import { defineConfig } from "vitest/config";

// `*.pg.test.ts` need a real PostgreSQL server (several connections really racing):
// they run in the PostgreSQL pass (TEST_DATABASE_URL set) and are not collected at all
// otherwise, so no skipped suite counts as passing.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ["src/**/*.pg.test.ts"];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["@unveil/vitest-setup/console-guard"],
    // Prints how many answers the run checked against the API description (docs/product-rules.md#api-description).
    globalSetup: ["src/test/contract-tally.ts"],
    exclude: ["**/node_modules/**", ...postgresOnly],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One module graph per worker, not per file: importing the app (AWS SDK, SimpleWebAuthn,
    // sharp…) cost ~3 s of CPU per file, 40 % of the suite's CPU (bench/notes.md, 2026-11-26
    // CI time). Every file still opens its own database and app and closes them; no test
    // mocks modules or changes the environment, so sharing the graph shares nothing else.
    isolate: false,
    // vitest's default is one worker fewer than the cores: one on CI's two. The files spend
    // much of their time waiting on sockets and child processes, so two share the cores well.
    maxWorkers: 2,
  },
});
