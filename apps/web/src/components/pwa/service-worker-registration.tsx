"use client";

import { useEffect } from "react";
import { clientEnv } from "~/client-env";
import { afterLoadWhenIdle } from "~/lib/when-idle";

export const SERVICE_WORKER_URL = "/serwist/sw.js";

function register() {
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => {
    // Without a service worker the app still works online; nothing to tell the dater.
  });
}

/**
 * Registers the service worker (built by Serwist) for the whole app, in production builds only,
 * once the page has loaded and the browser is idle: a first install precaches the app's
 * seventy-odd static files, which would otherwise compete with the first screen's start-up
 * (issue 30). A worker registered on an earlier visit keeps controlling the pages meanwhile.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!clientEnv.isProductionBuild || !("serviceWorker" in navigator)) return;
    return afterLoadWhenIdle(register);
  }, []);
  return null;
}
