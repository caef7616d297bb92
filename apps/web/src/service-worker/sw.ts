import { CacheFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** docs/product-rules.md#push payload of a push. */
interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/**
 * The live event stream (docs/product-rules.md#live-events) goes from the page straight to the network: a
 * stream held for hours has no business in the worker, which the browser may stop.
 */
const isEventStream = (request: Request) => request.headers.get("accept") === "text/event-stream";

/**
 * The app shell: the built static files and the offline page are precached. Nothing
 * else is ever stored: pages and every `/api/*` and `/objects/*` answer carry
 * personal data, so they always go to the network (docs/product-rules.md#push).
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, request }) =>
        (url.pathname.startsWith("/api/") || url.pathname.startsWith("/objects/")) && !isEventStream(request),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: "static-assets" }),
    },
    // Only this origin's requests: cross-origin ones (the reverse geocoder) go from the page straight to the network.
    { matcher: ({ sameOrigin, request }) => sameOrigin && !isEventStream(request), handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();

function parsePayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== "string" || typeof data.body !== "string") return null;
    return { title: data.title, body: data.body, tag: String(data.tag ?? ""), url: String(data.url ?? "/") };
  } catch {
    return null;
  }
}

// One notification per chat: the match id is the tag, so a newer one replaces the older.
self.addEventListener("push", (event) => {
  const payload = parsePayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: payload.url },
    }),
  );
});

// A tap opens that chat: in a window of the app if one is open, else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === "string" && data.url.startsWith("/") ? data.url : "/";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
