import type { ServerResponse } from "node:http";
import type { ServerConfig } from "../env";

/**
 * The browser's protective headers (contract §16, docs/decisions/0012-security-headers.md):
 * what every answer carries, and what every HTML page carries on top. The API lane
 * (http/handler.ts), the front door (apps/web/server.ts) and Next's proxy
 * (apps/web/proxy.ts) all take their values from here.
 */

/** Every answer, whichever lane: the browser never second-guesses the declared type. */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = { "x-content-type-options": "nosniff" };

/** Sets EVERY_ANSWER_HEADERS on a Node answer before anything is written (writeHead keeps them). */
export function setEveryAnswerHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) res.setHeader(name, value);
}

/** Public reverse geocoder used when GEOCODER_URL is not set (spec §7). */
export const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org/reverse";

/** The geocoder the location step calls from the browser. */
export const geocoderUrlOf = (config: Pick<ServerConfig, "geocoderUrl">) => config.geocoderUrl ?? DEFAULT_GEOCODER_URL;

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** A fresh, unguessable nonce for one page answer: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

type PageConfig = Pick<ServerConfig, "env" | "appOrigin" | "geocoderUrl" | "s3">;

/** Origins the page's own script may call besides itself: the geocoder, and the bucket the photo picker PUTs to. */
function connectOrigins(config: PageConfig): string[] {
  const origins = [originOf(geocoderUrlOf(config)), config.s3 ? originOf(config.s3.endpoint) : undefined];
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

const servedOverHttps = (config: PageConfig) => config.appOrigin?.startsWith("https://") ?? false;

/**
 * The page's Content-Security-Policy. Next reads the nonce back from this header on
 * the request and puts it on its own scripts and styles. Each directive's reason is in
 * decision 0012.
 */
export function contentSecurityPolicy(nonce: string, config: PageConfig): string {
  const dev = config.env === "development";
  const directives = [
    "default-src 'self'",
    // Next's development build needs eval for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React renders `style="…"` attributes (Radix positions, progress bars): they cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins(config)].join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(servedOverHttps(config) ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Every HTML page's headers besides the CSP. */
export function pageSecurityHeaders(config: PageConfig): Record<string, string> {
  return {
    ...EVERY_ANSWER_HEADERS,
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "geolocation=(self), camera=(), microphone=()",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
    ...(servedOverHttps(config) ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
