"use client";

import { useEffect } from "react";
import { clientEnv } from "~/client-env";

export const SERVICE_WORKER_URL = "/serwist/sw.js";

/** Registers the service worker (built by Serwist) for the whole app, in production builds only. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!clientEnv.isProductionBuild || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => {
      // Without a service worker the app still works online; nothing to tell the dater.
    });
  }, []);
  return null;
}
