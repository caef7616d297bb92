import { defineConfig, devices } from "@playwright/test";
import { everyRateLimitAt } from "@unveil/api/rate-limits";
import path from "node:path";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * `localhost`, not 127.0.0.1: browsers allow passkeys (WebAuthn) on https origins and on
 * localhost, never on an IP address (docs/product-rules.md#accounts), and the app's origin (APP_ORIGIN
 * below, the passkeys' relying party) must be the one the browser is on.
 */
const baseURL = `http://localhost:${PORT}`;
const dataDir = path.resolve(import.meta.dirname, ".e2e-data");

/**
 * Specs that check what the driver underneath cannot change: markup and axe, response
 * headers and CSP, and the API reference page. CI's PostgreSQL pass
 * (DATABASE_URL set) runs every other spec, the flows that write and read through the
 * database; the embedded pass runs all of them (decision 0019). Names are globs: `accessibility-*` is
 * the three axe specs.
 */
const DATABASE_INDEPENDENT_SPECS = ["accessibility-*", "landing", "security", "screens", "api-docs"];

/**
 * Browser tests against the production build (`pnpm build` first), in Debian's
 * Chromium. The server gets a fresh embedded database per run, or the PostgreSQL
 * database in DATABASE_URL when set (CI's second pass).
 */
export default defineConfig({
  testDir: "./e2e",
  testIgnore: process.env.DATABASE_URL ? DATABASE_INDEPENDENT_SPECS.map((name) => `**/${name}.spec.ts`) : [],
  outputDir: "./artifacts/test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "Europe/Lisbon",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    // What `pnpm start` runs: one process (the tsx CLI would start the server as its child).
    command: `rm -rf "${dataDir}" && node --import tsx server.ts`,
    url: `${baseURL}/api/stats/active-users`,
    // E2E_REUSE_SERVER=1: a server already answering on E2E_PORT is used as is (bench B6 measures it after the suite).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      // Wherever this machine resolves localhost first (127.0.0.1 or ::1), so the browser and the checks reach it.
      HOSTNAME: "localhost",
      APP_ORIGIN: baseURL,
      DATA_DIR: dataDir,
      GEOCODER_URL: "https://geocoder.test/reverse",
      // The moderator of e2e/moderator.ts (docs/product-rules.md#moderation), written as an operator might.
      MODERATOR_EMAILS: " Moderator@E2E.test ",
      // No test exercises the nudity model; running it would make the flag (and so the blur) depend on
      // its verdict on the test portraits and load the CPU. The classifier has its own API tests.
      IMAGE_CLASSIFIER: "off",
      // The browsers' push services, and the loopback stub of e2e/pwa-push.spec.ts that stands in for them (docs/product-rules.md#push).
      PUSH_SERVICE_HOSTS:
        "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com,127.0.0.1",
      // The browser suite registers and sends far more than one person would.
      ...everyRateLimitAt(10_000),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
