import type { ServerResponse } from "node:http";
import type { ServerConfig } from "../env";

/**
 * The browser's protective headers (docs/product-rules.md#hardening, docs/decisions/0012-security-headers.md):
 * what every answer carries, and what every HTML answer carries on top. The API lane
 * (http/handler.ts, the reference page of http/docs-routes.ts), the front door
 * (apps/web/server.ts) and Next's proxy (apps/web/proxy.ts) all take their values from here.
 */

/** Every answer, whichever lane: the browser never second-guesses the declared type. */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = { "x-content-type-options": "nosniff" };

const EVERY_ANSWER_ENTRIES = Object.entries(EVERY_ANSWER_HEADERS);

/** Sets EVERY_ANSWER_HEADERS on a Node answer before anything is written (writeHead keeps them). */
export function setEveryAnswerHeaders(res: ServerResponse): void {
  for (const [name, value] of EVERY_ANSWER_ENTRIES) res.setHeader(name, value);
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

/**
 * The features every page may ask the browser for (docs/product-rules.md#hardening): the
 * location step's geolocation only. A row of HTML_HEADER_RULES may open one more.
 */
const BASE_PERMISSIONS: Readonly<Record<string, string>> = { geolocation: "(self)", camera: "()", microphone: "()" };

/** Query parameters that carry a secret from a mail (docs/product-rules.md#accounts): `/?reset=`, `/?verify=`. */
const TOKEN_QUERY_PARAMETERS = ["reset", "verify"];

/** A per-path exception to the headers of every HTML answer: one row per kind of page. */
export interface HtmlHeaderRule {
  /** Why this page differs, for readers. */
  reason: string;
  applies: (target: URL) => boolean;
  /** `no-referrer` for pages whose URL holds a secret: the Referer never carries it to another site. */
  referrerPolicy?: "no-referrer";
  /** Permissions-Policy features this page sets differently from BASE_PERMISSIONS. */
  permissions?: Readonly<Record<string, string>>;
  /** `noindex` (X-Robots-Tag) for a page search engines must never list. */
  robots?: "noindex";
  /** `no-store` (Cache-Control) for a page no cache may keep once its link ends. */
  cacheControl?: "no-store";
}

/**
 * The exceptions, in one table (docs/product-rules.md#hardening). Each part of the
 * product that needs one adds its row here; nothing else sets these headers.
 */
export const HTML_HEADER_RULES: readonly HtmlHeaderRule[] = [
  {
    reason: "a link from a mail holds its token in the query (docs/product-rules.md#accounts)",
    applies: (target) => TOKEN_QUERY_PARAMETERS.some((name) => target.searchParams.has(name)),
    referrerPolicy: "no-referrer",
  },
  {
    reason: "the verification screen takes a selfie (docs/product-rules.md#verification-and-date-plans)",
    applies: (target) => target.pathname === "/verify",
    permissions: { camera: "(self)" },
  },
  {
    reason:
      "a shared date plan: the path is the secret, opened signed out, shown only while the link lives (docs/product-rules.md#share-my-date)",
    applies: (target) => target.pathname.startsWith("/date/"),
    referrerPolicy: "no-referrer",
    robots: "noindex",
    cacheControl: "no-store",
  },
];

const serializePermissions = (features: Record<string, string>) =>
  Object.entries(features)
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(", ");

/**
 * The headers of an HTML answer for `target`, whichever lane serves it (Next's pages
 * through apps/web/proxy.ts, the API reference page through http/docs-routes.ts): the
 * page's own Content-Security-Policy, the protective headers every page carries, and
 * the table's exceptions for this path. The one place that decides them.
 */
export function htmlAnswerHeaders(config: PageConfig, target: URL, policy: string): Record<string, string> {
  const rules = HTML_HEADER_RULES.filter((rule) => rule.applies(target));
  const permissions = Object.assign({}, BASE_PERMISSIONS, ...rules.map((rule) => rule.permissions ?? {})) as Record<
    string,
    string
  >;
  const noReferrer = rules.some((rule) => rule.referrerPolicy === "no-referrer");
  const noIndex = rules.some((rule) => rule.robots === "noindex");
  const noStore = rules.some((rule) => rule.cacheControl === "no-store");
  return {
    ...EVERY_ANSWER_HEADERS,
    "content-security-policy": policy,
    "referrer-policy": noReferrer ? "no-referrer" : "strict-origin-when-cross-origin",
    "permissions-policy": serializePermissions(permissions),
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
    ...(noIndex ? { "x-robots-tag": "noindex" } : {}),
    ...(noStore ? { "cache-control": "no-store" } : {}),
    ...(servedOverHttps(config) ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
