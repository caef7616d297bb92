"use client";

import { useEffect } from "react";
import { showToastLeftForThisPage, useToasts } from "~/hooks/use-toast";
import { lazyModule, useLazyModule, usePreloadWhenIdle } from "~/lib/lazy-module";

const toastRegion = lazyModule(() => import("./toast-region"));

/**
 * The toasts of every page. The Radix region is loaded when the browser is idle, or at
 * once when a toast is shown before that; a toast left by the page before a full load
 * (e.g. 'Account Deleted') is shown here after it.
 */
export function Toaster() {
  const toasts = useToasts();
  const region = useLazyModule(toastRegion, toasts.length > 0);
  // Not held back after load like the other preloads: a toast can answer the very first tap (e.g. 'Welcome back!').
  usePreloadWhenIdle(toastRegion, 0);
  useEffect(() => showToastLeftForThisPage(), []);
  return region ? <region.ToastRegion toasts={toasts} /> : null;
}
