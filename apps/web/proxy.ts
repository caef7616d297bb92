import { NextResponse, type NextRequest } from "next/server";
import { homeRouteFor } from "~/server/onboarding";
import { loadViewerState } from "@unveil/api";
import { getServerRuntime } from "~/server/runtime";

/** The page that serves `/` to signed-in daters who have finished onboarding. */
const MATCHES_PAGE = "/matches";

/**
 * `/` is two screens (spec §2): the landing page signed out, the matches signed in.
 * They are two routes of the app, so neither carries the other's JavaScript: this
 * decides which one answers `/`, before anything renders. The server runs Next in its
 * own process (server.ts), so the session is checked against the same database.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // The matches page is only ever `/`: its own path is not a route (spec §2).
  if (request.nextUrl.pathname === MATCHES_PAGE) return NextResponse.rewrite(new URL("/not-a-route", request.url));
  const viewer = await loadViewerState(getServerRuntime().deps, request.headers.get("cookie") ?? undefined);
  const home = homeRouteFor(viewer);
  if (home.kind === "redirect") return NextResponse.redirect(new URL(home.path, request.url));
  if (home.kind === "matches") return NextResponse.rewrite(new URL(MATCHES_PAGE, request.url));
  return NextResponse.next();
}

export const config = { matcher: ["/", MATCHES_PAGE] };
