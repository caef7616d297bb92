import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "~/hooks/use-toast";
import { afterLoadWhenIdle, PRELOAD_AFTER_LOAD_MS } from "./when-idle";

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
export function reportLoadFailure(): void {
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

const noSubscription = () => () => {};
const nothing = () => undefined;

/**
 * Like useLazyModule, but the module only from the first time it is `wanted` on: a
 * preload alone renders nothing again. For parts a list repeats (a row's menu, a card's
 * dialog): when the idle preload arrived, every row swapped its stand-in for the real
 * part at once, one long task of rendering a few seconds after load (issue 30), for
 * menus nobody had opened.
 */
export function useLazyModuleOnceWanted<T>(lazy: LazyModule<T>, wanted: boolean): T | undefined {
  const [asked, setAsked] = useState(wanted);
  // Sticky: once opened, the real part stays (it closes itself, with its own animation and focus return).
  if (wanted && !asked) setAsked(true);
  const loaded = useSyncExternalStore(asked ? lazy.subscribe : noSubscription, asked ? lazy.current : nothing, nothing);
  useEffect(() => {
    if (asked && !loaded) lazy.load().catch(reportLoadFailure);
  }, [lazy, asked, loaded]);
  return loaded;
}

/**
 * Fetches the module when the browser is idle, a few seconds after the page has loaded,
 * so it is there when asked for without competing with the first paint and hydration.
 */
export function usePreloadWhenIdle(lazy: LazyModule<unknown>, afterLoadMs = PRELOAD_AFTER_LOAD_MS): void {
  useEffect(() => {
    if (lazy.current()) return;
    return afterLoadWhenIdle(() => void lazy.load().catch(ignoreFailure), afterLoadMs);
  }, [lazy, afterLoadMs]);
}

/** What a dater does first when about to act on the page: a press, a key, focus moving in. */
const FIRST_ACTION_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Fetches the module at the dater's first press, key or focus on the page, or else when
 * the other preloads run: for a part the very first tap can ask for (the toasts), which
 * must not cost the page's start-up when nobody taps (issue 30).
 */
export function usePreloadOnFirstAction(lazy: LazyModule<unknown>, afterLoadMs = PRELOAD_AFTER_LOAD_MS): void {
  useEffect(() => {
    if (lazy.current()) return;
    const listening = { capture: true, passive: true } as const;
    const stop = () => {
      cancelIdle();
      for (const type of FIRST_ACTION_EVENTS) window.removeEventListener(type, load, listening);
    };
    const load = () => {
      stop();
      lazy.load().catch(ignoreFailure);
    };
    const cancelIdle = afterLoadWhenIdle(load, afterLoadMs);
    for (const type of FIRST_ACTION_EVENTS) window.addEventListener(type, load, listening);
    return stop;
  }, [lazy, afterLoadMs]);
}

/** For event handlers: start loading now (on hover, focus or press), without waiting. */
export function preload(lazy: LazyModule<unknown>): void {
  lazy.load().catch(ignoreFailure);
}
