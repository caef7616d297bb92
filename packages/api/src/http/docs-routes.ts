import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { openApiDocument } from "./openapi";

/**
 * The API description and its reference page (contract §15), served by the API lane:
 * `GET /api/openapi.json`, `GET /api/docs` and the page's two same-origin scripts.
 * The page is Scalar's prebuilt standalone bundle from node_modules (no eval, no
 * request to another host); docs/decisions/0013-openapi.md.
 */
const OPENAPI_PATH = "/api/openapi.json";
const DOCS_PATH = "/api/docs";
const SCALAR_PATH = "/api/docs/scalar.js";
const INIT_PATH = "/api/docs/init.js";

/** Scalar's configuration: nothing that phones home (telemetry, AI agent, default web fonts). */
const INIT_SCRIPT = `Scalar.createApiReference("#reference", ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: false,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  metaData: { title: "Unveil API reference" },
})});\n`;

/**
 * The page's policy: scripts only from this origin (no inline script, no eval), styles
 * from this origin or carrying the page's nonce (Scalar reads it from the csp-nonce meta).
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
  </head>
  <body>
    <noscript>The reference needs JavaScript. The description itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <div id="reference"></div>
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
export function serveApiDocs(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  switch (pathname) {
    case OPENAPI_PATH:
      send(req, res, "application/json; charset=utf-8", openApiDocument().json, {
        "cache-control": "no-cache",
        "access-control-allow-origin": "*",
      });
      return true;
    case DOCS_PATH:
    case `${DOCS_PATH}/`: {
      const nonce = randomBytes(16).toString("base64");
      send(req, res, "text/html; charset=utf-8", page(nonce), {
        "cache-control": "no-store",
        "content-security-policy": docsContentSecurityPolicy(nonce),
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "x-frame-options": "DENY",
      });
      return true;
    }
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
