import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { openApiDocument } from "./openapi/document";
import type { ServerConfig } from "../env";
import { createNonce, htmlAnswerHeaders } from "./security-headers";

/**
 * The API description and its reference page (docs/product-rules.md#api-description), served by the API lane:
 * `GET /api/openapi.json`, `GET /api/docs` and the page's three same-origin scripts.
 * The page is Scalar's prebuilt standalone bundle from node_modules (no request to
 * another host); docs/decisions/0013-openapi.md.
 */
export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";
const CSP_PATH = "/api/docs/csp.js";
const SCALAR_PATH = "/api/docs/scalar.js";
const INIT_PATH = "/api/docs/init.js";
/** The reference page's own scripts. */
export const DOCS_ASSET_PATHS = [CSP_PATH, SCALAR_PATH, INIT_PATH];

/**
 * Runs before the bundle so it lives within the page's CSP without a report:
 * - Scalar's parts inject `<style>`s at run time and only its main stylesheet reads the
 *   `csp-nonce` meta (Vue's theme `<style>`, the toasts' CSS do not). Styles created by
 *   script get the page's nonce; styles parsed from markup (a description rendered as
 *   HTML) do not, so the policy still refuses those.
 * - zod (bundled) probes for eval with `Function("")` when its first object schema parses;
 *   the probe is refused and reported. Its shared config skips the probe (the same
 *   `jitless` as apps/web's schema-resolver).
 */
const CSP_SCRIPT = `(() => {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.content;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (tagName, options) {
    const element = createElement.call(this, tagName, options);
    if (nonce && element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  };
})();
`;

/** Scalar's configuration: nothing that phones home or leads off the origin (telemetry, AI agent, MCP, default web fonts). */
const INIT_SCRIPT = `Scalar.createApiReference("#reference", ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: false,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  metaData: { title: "Unveil API reference" },
})});\n`;

/**
 * The page's policy: scripts only from this origin (no inline script, no eval), styles
 * from this origin or carrying the page's nonce (from the csp-nonce meta: CSP_SCRIPT).
 */
export function docsContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const page = (nonce: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta property="csp-nonce" content="${nonce}" />
    <title>Unveil API reference</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>The reference needs JavaScript. The description itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <div id="reference"></div>
    <script src="${CSP_PATH}"></script>
    <script src="${SCALAR_PATH}"></script>
    <script src="${INIT_PATH}"></script>
  </body>
</html>
`;

interface Asset {
  body: Buffer;
  gzipped: Buffer;
}

let scalar: Asset | undefined;
/** Scalar's browser bundle, read and compressed once. Its package exports only the ESM entry: the bundle sits beside it. */
function scalarBundle(): Asset {
  if (!scalar) {
    const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
    const body = readFileSync(join(dirname(entry), "browser", "standalone.js"));
    scalar = { body, gzipped: gzipSync(body) };
  }
  return scalar;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
) {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  res.writeHead(200, { "content-type": type, "content-length": bytes.length, "x-content-type-options": "nosniff", ...extra });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** Answers the description and reference paths; false for any other request. */
export function serveApiDocs(req: IncomingMessage, res: ServerResponse, url: URL, config: ServerConfig): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  switch (url.pathname) {
    case OPENAPI_PATH:
      send(req, res, "application/json; charset=utf-8", openApiDocument().json, {
        "cache-control": "no-cache",
        "access-control-allow-origin": "*",
      });
      return true;
    case DOCS_PATH:
    case `${DOCS_PATH}/`: {
      const nonce = createNonce();
      // An HTML answer like any page: its headers are the one table's (docs/product-rules.md#hardening).
      send(req, res, "text/html; charset=utf-8", page(nonce), {
        "cache-control": "no-store",
        ...htmlAnswerHeaders(config, url, docsContentSecurityPolicy(nonce)),
      });
      return true;
    }
    case CSP_PATH:
      send(req, res, "text/javascript; charset=utf-8", CSP_SCRIPT, { "cache-control": "no-cache" });
      return true;
    case INIT_PATH:
      send(req, res, "text/javascript; charset=utf-8", INIT_SCRIPT, { "cache-control": "no-cache" });
      return true;
    case SCALAR_PATH: {
      const asset = scalarBundle();
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      send(req, res, "text/javascript; charset=utf-8", gzip ? asset.gzipped : asset.body, {
        "cache-control": "public, max-age=86400",
        vary: "accept-encoding",
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      });
      return true;
    }
    default:
      return false;
  }
}
