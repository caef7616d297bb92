"use client";

import { UNREAD_REFRESH_MS } from "@unveil/validators/limits";
import { Heart, MessageCircle, User } from "lucide-react";
import { usePathname } from "next/navigation";
import { AppLink } from "~/components/ui/app-link";
import { useLive } from "~/components/live/live-events";
import { AppBadge } from "~/components/pwa/app-badge";
import { cn } from "~/lib/cn";
import { api } from "~/trpc/react";

/** Spec §2: the Matches badge shows the unread count, '9+' above 9, nothing at 0. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

const ITEMS = [
  // Signed in, `/` is served by the route `/matches` (proxy.ts), which is the path Next reports.
  { href: "/", label: "Matches", icon: Heart, match: (path: string) => path === "/" || path === "/matches" },
  {
    href: "/chats",
    label: "Chats",
    icon: MessageCircle,
    match: (path: string) => path === "/chats" || path.startsWith("/chat/"),
  },
  { href: "/profile", label: "Profile", icon: User, match: (path: string) => path === "/profile" },
] as const;

export function BottomNav() {
  const pathname = usePathname();
  // The live stream keeps the count current (`unread` events); the spec's poll only while it is down.
  const live = useLive();
  const unread = api.stats.unreadCount.useQuery(undefined, { refetchInterval: live ? false : UNREAD_REFRESH_MS });
  const badge = unreadBadgeText(unread.data?.count ?? 0);

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {/* The app icon shows the same count where the browser supports it (issue 16). */}
      <AppBadge />
      <ul className="mx-auto flex max-w-md">
        {ITEMS.map((item) => {
          const active = item.match(pathname);
          const Icon = item.icon;
          return (
            <li key={item.href} className="flex-1">
              <AppLink
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
                  active ? "text-brand-700" : "text-gray-600 hover:text-gray-900",
                )}
              >
                <span className="relative">
                  <Icon className="size-6" aria-hidden fill={active ? "currentColor" : "none"} />
                  {item.href === "/" && badge ? (
                    <span
                      className="absolute -right-3 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
                      data-testid="unread-badge"
                    >
                      {badge}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
                {item.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
