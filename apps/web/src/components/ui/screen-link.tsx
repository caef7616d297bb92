import type { ComponentProps } from "react";

/**
 * A link to one of our screens as plain HTML, for lists rendered on the server (issue
 * 30): unlike `AppLink` (Next's `Link`) it hydrates no component, so a list of twelve
 * cards does not hydrate twenty-four links. `ScreenLinkNavigation`, rendered once by the
 * screen, turns a click on it into the same client-side navigation as `AppLink`'s;
 * before hydration it is an ordinary link (a full page load, never a lost tap).
 */
export function ScreenLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a href={href} data-screen-link="" {...props} />;
}
