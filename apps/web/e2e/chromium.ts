import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's Chromium (or CHROMIUM_PATH) and the switches every spec runs it with: no traffic of its
 * own to the outside (updates, sync, QUIC), no first-run screens. playwright.config.ts launches it
 * so; a spec that needs more switches (the fake camera of verification.spec.ts) adds to `args`.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
} satisfies LaunchOptions;
