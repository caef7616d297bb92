import type { PageServices } from "@unveil/api";
import { NextResponse, type NextRequest } from "next/server";
import { homeRouteFor } from "~/server/onboarding";
import { NONCE_HEADER } from "~/server/nonce";
import { getServerRuntime } from "~/server/runtime";

/** The page that serves `/` to signed-in daters who have finished onboarding. */
const MATCHES_PAGE = "/matches";

/**
 * Marks a request the proxy has already seen: Next passes the proxy's own rewrites
 * through it a second time. A value no visitor can know, made anew by every server start.
 */
const REWRITE_HEADER = "x-unveil-home";
const REWRITE_MARK = crypto.randomUUID();

const CSP_HEADER = "content-security-policy";

/** `/?reset=TOKEN`: the link of the password reset mail (docs/product-rules.md#accounts). */
const RESET_PARAMETER = "reset";
/** `/?verify=TOKEN`: the link of a confirmation mail (docs/product-rules.md#confirming-the-email). */
const VERIFY_PARAMETER = "verify";

/**
 * The request as Next renders it: the page's CSP rides on the request too, because
 * Next takes the nonce for its own scripts from there (docs/decisions/0012-security-headers.md).
 */
function withPolicy(request: NextRequest, nonce: string, policy: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set(CSP_HEADER, policy);
  headers.set(REWRITE_HEADER, REWRITE_MARK);
  return headers;
}

/**
 * Every page answer carries the CSP and the other protective headers of
 * docs/product-rules.md#hardening, as the API package's one table decides them for this URL.
 */
function secured(response: NextResponse, request: NextRequest, policy: string, pages: PageServices): NextResponse {
  for (const [name, value] of Object.entries(pages.pageHeaders(request.nextUrl, policy))) response.headers.set(name, value);
  return response;
}

/**
 * `/` is two screens (spec §2): the landing page signed out, the matches signed in.
 * They are two routes of the app, so neither carries the other's JavaScript: this
 * decides which one answers `/`, before anything renders. The server runs Next in its
 * own process (server.ts), so the session is checked against the same database.
 */
async function routeHome(request: NextRequest, headers: Headers): Promise<NextResponse> {
  // A reset link is the landing page's, signed in or not: the new password ends every session anyway.
  if (request.nextUrl.searchParams.has(RESET_PARAMETER)) return NextResponse.next({ request: { headers } });
  const viewer = await getServerRuntime().pages.viewerState(request.headers.get("cookie") ?? undefined);
  const home = homeRouteFor(viewer);
  if (home.kind === "redirect") {
    // A confirmation link opened mid-onboarding is read on the step the dater is sent to.
    const target = new URL(home.path, request.url);
    const verify = request.nextUrl.searchParams.get(VERIFY_PARAMETER);
    if (verify) target.searchParams.set(VERIFY_PARAMETER, verify);
    return NextResponse.redirect(target);
  }
  if (home.kind === "landing") return NextResponse.next({ request: { headers } });
  // The query rides along: a link from a mail (`/?verify=`) is read by the page it lands on.
  return NextResponse.rewrite(new URL(`${MATCHES_PAGE}${request.nextUrl.search}`, request.url), { request: { headers } });
}

/** Every page: a fresh nonce and the security headers; `/` also picks its screen. */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pages } = getServerRuntime();
  const ownRewrite = request.headers.get(REWRITE_HEADER) === REWRITE_MARK;
  // The second pass of our own rewrite keeps the nonce (and so the policy) the first pass gave the page.
  const nonce = (ownRewrite ? request.headers.get(NONCE_HEADER) : null) ?? pages.createNonce();
  const policy = pages.contentSecurityPolicy(nonce);
  const headers = withPolicy(request, nonce, policy);
  const pathname = request.nextUrl.pathname;

  if (pathname === MATCHES_PAGE) {
    // The matches page is only ever `/`: its own path is not a route (spec §2).
    if (ownRewrite) return secured(NextResponse.next({ request: { headers } }), request, policy, pages);
    return secured(NextResponse.rewrite(new URL("/not-a-route", request.url), { request: { headers } }), request, policy, pages);
  }
  if (pathname === "/") return secured(await routeHome(request, headers), request, policy, pages);
  return secured(NextResponse.next({ request: { headers } }), request, policy, pages);
}

/**
 * Every path Next answers except its build output and the API's (answered ahead of
 * Next by server.ts, which sets their headers itself).
 */
export const config = { matcher: ["/((?!_next/static|_next/image|api/|objects/).*)"] };
