import { resolveSession } from "./auth/session";
import { createContextInner } from "./context";
import type { AppDeps } from "./deps";
import { contentSecurityPolicy, createNonce, geocoderUrlOf, htmlAnswerHeaders } from "./http/security-headers";
import { loadViewerState, type ViewerState } from "./page-viewer";
import { loadSharedDatePlan, readSharedDatePhoto, type SharedDatePlan } from "./services/date-plan-page";
import type { VisibleObject } from "./services/object-access";
import { isModerator } from "./services/moderation-status";
import { createCaller, type AppCaller } from "./root";

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
  /**
   * The API's procedures as the session cookie's dater calls them, or null when signed
   * out: signed-in pages read their first data on the server with it, so the screen
   * arrives filled instead of fetching after hydration. Reads only; a page never writes.
   */
  caller(cookieHeader: string | undefined): Promise<AppCaller | null>;
  /** docs/product-rules.md#moderation: whether this account may open `/admin`. */
  isModerator(email: string): boolean;
  /** The reverse geocoder the profile-setup form calls from the browser. */
  geocoderUrl(): string;
  /** A fresh CSP nonce for one page answer. */
  createNonce(): string;
  /** The page's Content-Security-Policy for that nonce (docs/product-rules.md#hardening). */
  contentSecurityPolicy(nonce: string): string;
  /** Every header of the page answer for that URL, the policy included (docs/product-rules.md#hardening). */
  pageHeaders(url: URL, policy: string): Record<string, string>;
  /** docs/product-rules.md#share-my-date: what `/date/{token}` shows, or null for a link that no longer opens (404). */
  sharedDatePlan(token: string): Promise<SharedDatePlan | null>;
  /** docs/product-rules.md#share-my-date: the match's first photo at `/date/{token}/photo`, or null (404). */
  sharedDatePhoto(token: string): Promise<VisibleObject | null>;
}

export function createPageServices(deps: AppDeps): PageServices {
  return {
    viewerState: (cookieHeader) => loadViewerState(deps, cookieHeader),
    caller: async (cookieHeader) => {
      const { session, user } = await resolveSession(deps, cookieHeader);
      return session && user ? createCaller(createContextInner({ deps, session, user })) : null;
    },
    isModerator: (email) => isModerator(deps, email),
    geocoderUrl: () => geocoderUrlOf(deps.config),
    createNonce,
    contentSecurityPolicy: (nonce) => contentSecurityPolicy(nonce, deps.config),
    pageHeaders: (url, policy) => htmlAnswerHeaders(deps.config, url, policy),
    sharedDatePlan: (token) => loadSharedDatePlan(deps, token),
    sharedDatePhoto: (token) => readSharedDatePhoto(deps, token),
  };
}
