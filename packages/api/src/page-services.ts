import type { AppDeps } from "./deps";
import { contentSecurityPolicy, createNonce, geocoderUrlOf, pageSecurityHeaders } from "./http/security-headers";
import { loadViewerState, type ViewerState } from "./page-viewer";
import { isModerator } from "./services/moderation-status";

/**
 * What Next's own server code (proxy.ts, the page guards, pages) asks of this package,
 * bound to the one set of dependencies the custom server built. Next reaches it
 * through the runtime server.ts publishes and imports nothing of this package but
 * types: Next bundles what a route imports into that route's server chunks, so an
 * import would load a second copy of the whole API (its database driver, the S3
 * client, the API reference renderer) into the process once per route
 * (docs/decisions/0020-next-imports-no-api-code.md).
 */
export interface PageServices {
  /** The session cookie's viewer and how far through onboarding they are, or null when signed out. */
  viewerState(cookieHeader: string | undefined): Promise<ViewerState | null>;
  /** Contract §13: whether this account may open `/admin`. */
  isModerator(email: string): boolean;
  /** The reverse geocoder the profile-setup form calls from the browser. */
  geocoderUrl(): string;
  /** A fresh CSP nonce for one page answer. */
  createNonce(): string;
  /** The page's Content-Security-Policy for that nonce (contract §16). */
  contentSecurityPolicy(nonce: string): string;
  /** The other protective headers of every page answer (contract §16). */
  pageSecurityHeaders(): Record<string, string>;
}

export function createPageServices(deps: AppDeps): PageServices {
  return {
    viewerState: (cookieHeader) => loadViewerState(deps, cookieHeader),
    isModerator: (email) => isModerator(deps, email),
    geocoderUrl: () => geocoderUrlOf(deps.config),
    createNonce,
    contentSecurityPolicy: (nonce) => contentSecurityPolicy(nonce, deps.config),
    pageSecurityHeaders: () => pageSecurityHeaders(deps.config),
  };
}
