import { useEffect, useSyncExternalStore } from "react";
import { toast } from "~/hooks/use-toast";

/**
 * UI that is not needed at first paint (dialogs, menus, selects, other tabs, zod) is
 * loaded on demand with `import()`, so it stays out of every route's first-load
 * JavaScript (bench/notes.md, "Keeping new UI out of the first load"). A LazyModule
 * loads its module once, remembers it, and tells subscribed components when it is
 * there, so a component renders the real thing synchronously once it is loaded.
 */
export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module when it has loaded, else undefined. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

const everyModule = new Set<LazyModule<unknown>>();

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const listeners = new Set<() => void>();
  const lazy: LazyModule<T> = {
    load: () => {
      pending ??= importer().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  everyModule.add(lazy);
  return lazy;
}

/** Loads every lazy module defined so far: component tests render what a fully loaded page shows. */
export async function loadEveryLazyModule(): Promise<void> {
  // A module loaded on demand can define lazy modules of its own: repeat until none is new.
  let count = -1;
  while (count !== everyModule.size) {
    count = everyModule.size;
    await Promise.all([...everyModule].map((lazy) => lazy.load()));
  }
}

/** A preload that fails (offline, the page going away) is retried when the part is asked for. */
function ignoreFailure() {}

/** A part the user asked for could not be fetched: say so; asking again retries. */
function reportLoadFailure() {
  toast({ title: "Error", description: LOAD_FAILED_MESSAGE, variant: "destructive" });
}

export const LOAD_FAILED_MESSAGE = "This part of the page could not be loaded. Check your connection and try again.";

/**
 * The module if it has loaded, loading it while `wanted`. Never the module during
 * hydration (the server renders the fallback), so server and client HTML agree.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted = true): T | undefined {
  const loaded = useSyncExternalStore(lazy.subscribe, lazy.current, () => undefined);
  useEffect(() => {
    if (wanted && !loaded) lazy.load().catch(reportLoadFailure);
  }, [lazy, wanted, loaded]);
  return loaded;
}

/** Fetches the module when the browser is idle after the page has loaded, so it is there when asked for. */
export function usePreloadWhenIdle(lazy: LazyModule<unknown>): void {
  useEffect(() => {
    if (lazy.current()) return;
    const preload = () => void lazy.load().catch(ignoreFailure);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 200);
    return () => window.clearTimeout(handle);
  }, [lazy]);
}

/** For event handlers: start loading now (on hover, focus or press), without waiting. */
export function preload(lazy: LazyModule<unknown>): void {
  lazy.load().catch(ignoreFailure);
}
