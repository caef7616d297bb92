"use client";

import { useEffect } from "react";
import { showToastLeftForThisPage, useToasts } from "~/hooks/use-toast";
import { lazyModule, useLazyModule, usePreloadOnFirstAction } from "~/lib/lazy-module";
import { whenIdle } from "~/lib/when-idle";

const toastRegion = lazyModule(() => import("./toast-region"));

/**
 * The toasts of every page. The Radix region is loaded at the dater's first press, key or
 * focus, or with the other preloads a few seconds after load, or at once when a toast is
 * shown before that; a toast left by the page before a full load (e.g. 'Account
 * Deleted') is shown here once the new page is idle.
 */
export function Toaster() {
  const toasts = useToasts();
  const region = useLazyModule(toastRegion, toasts.length > 0);
  // A toast can answer the very first tap (e.g. 'Welcome back!'): the region starts loading at the press, before
  // the tap's own handler runs. Not at the first idle moment: on a phone that is the middle of start-up (issue 30).
  usePreloadOnFirstAction(toastRegion);
  // Read from this browser's storage once idle: a read of its own, not in the hydration's task (issue 30).
  useEffect(() => whenIdle(showToastLeftForThisPage), []);
  return region ? <region.ToastRegion toasts={toasts} /> : null;
}
