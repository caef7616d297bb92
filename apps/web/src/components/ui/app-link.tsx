import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to one of our own screens, without Next's viewport prefetch
 * (docs/decisions/0033-links-without-prefetch.md). Every screen is rendered per request
 * and none has a `loading.js`, so a prefetch brings only the route's tree, which the
 * navigation's own request brings again; yet each link in view runs the router's
 * prefetch scheduler and a request to the server during the page's start-up (up to
 * 500 ms of main thread on a phone in the chat's Lighthouse traces). A tap navigates
 * exactly as before.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
