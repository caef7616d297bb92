import { loadViewerState } from "@unveil/api";
import { NextResponse, type NextRequest } from "next/server";
import { homeRouteFor } from "~/server/onboarding";
import { getServerRuntime } from "~/server/runtime";

/** The page that serves `/` to signed-in daters who have finished onboarding. */
const MATCHES_PAGE = "/matches";

/**
 * Marks the proxy's own rewrite to the matches page, which Next passes through the
 * proxy a second time: a value no visitor can know, made anew by every server start.
 */
const REWRITE_HEADER = "x-unveil-home";
const REWRITE_MARK = crypto.randomUUID();

/**
 * `/` is two screens (spec §2): the landing page signed out, the matches signed in.
 * They are two routes of the app, so neither carries the other's JavaScript: this
 * decides which one answers `/`, before anything renders. The server runs Next in its
 * own process (server.ts), so the session is checked against the same database.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname === MATCHES_PAGE) {
    // The matches page is only ever `/`: its own path is not a route (spec §2).
    if (request.headers.get(REWRITE_HEADER) === REWRITE_MARK) return NextResponse.next();
    return NextResponse.rewrite(new URL("/not-a-route", request.url));
  }
  const viewer = await loadViewerState(getServerRuntime().deps, request.headers.get("cookie") ?? undefined);
  const home = homeRouteFor(viewer);
  if (home.kind === "redirect") return NextResponse.redirect(new URL(home.path, request.url));
  if (home.kind === "landing") return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(REWRITE_HEADER, REWRITE_MARK);
  return NextResponse.rewrite(new URL(MATCHES_PAGE, request.url), { request: { headers } });
}

export const config = { matcher: ["/", "/matches"] };
