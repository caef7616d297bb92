/**
 * Values the browser needs, fixed at build time (Next inlines NEXT_PUBLIC_*).
 * docs/product-rules.md#live-users-and-the-unread-badge, #configuration: the live-users baseline defaults to 55000.
 */
function baselineFrom(raw: string | undefined): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== "" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 55000;
}

export const clientEnv = {
  liveUsersBaseline: baselineFrom(process.env.NEXT_PUBLIC_LIVE_USERS_BASELINE),
  adsensePublisherId: process.env.NEXT_PUBLIC_ADSENSE_PUBLISHER_ID?.trim() || undefined,
  /** The service worker is registered by production builds only (dev serves no sw.js). */
  isProductionBuild: process.env.NODE_ENV === "production",
} as const;
