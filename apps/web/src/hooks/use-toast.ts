"use client";

import { useSyncExternalStore } from "react";

/** Spec §9: one toast at a time, shown 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant: "default" | "destructive";
  open: boolean;
}

type Listener = () => void;

let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(toasts: ToastMessage[]) {
  current = toasts;
  for (const listener of listeners) listener();
}

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive";
}

/** Shows a toast, replacing whatever toast is showing (the limit is one). */
export function toast(input: ToastInput): void {
  publish([
    { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? "default", open: true },
  ]);
}

const LEFT_TOAST_KEY = "unveil.toast-for-next-page";
/** A toast left for the next page is shown only if that page loads soon after. */
const LEFT_TOAST_MAX_AGE_MS = 30_000;

/** Leaves `input` for the page the browser loads next (shown there by showToastLeftForThisPage). */
function leaveForNextPage(input: ToastInput): void {
  try {
    window.sessionStorage.setItem(LEFT_TOAST_KEY, JSON.stringify({ ...input, at: Date.now() }));
  } catch {
    // Storage can be unavailable (private mode, quota): the toast then shows only here.
  }
}

/**
 * Shows a toast now and again on the page the browser loads next: a full page load
 * (after deleting the account) would otherwise wipe it before anyone could read it.
 */
export function toastAcrossPageLoad(input: ToastInput): void {
  toast(input);
  leaveForNextPage(input);
}

/**
 * Shows a toast now, and on the next page too if the browser leaves this document while
 * the toast shows. After signing in, Next sometimes answers the move from the landing page
 * to the signed-in screens with a full page load, which wiped 'Welcome back!' (seen in the
 * browser suite); a client-side move keeps the toast as it is and leaves nothing behind.
 */
export function toastThroughNavigation(input: ToastInput): void {
  toast(input);
  const leave = () => leaveForNextPage(input);
  window.addEventListener("pagehide", leave, { once: true });
  window.setTimeout(() => window.removeEventListener("pagehide", leave), TOAST_DURATION_MS);
}

/** Shows (once) a toast the previous page left with toastAcrossPageLoad. */
export function showToastLeftForThisPage(): void {
  let left: (ToastInput & { at?: unknown }) | null = null;
  try {
    const stored = window.sessionStorage.getItem(LEFT_TOAST_KEY);
    window.sessionStorage.removeItem(LEFT_TOAST_KEY);
    left = stored ? (JSON.parse(stored) as ToastInput & { at?: unknown }) : null;
  } catch {
    return;
  }
  if (!left || typeof left.title !== "string" || typeof left.at !== "number") return;
  if (Date.now() - left.at > LEFT_TOAST_MAX_AGE_MS) return;
  toast({
    title: left.title,
    description: typeof left.description === "string" ? left.description : undefined,
    variant: left.variant === "destructive" ? "destructive" : "default",
  });
}

/** The destructive toast of spec §8 for a failed call: 'Error' with the server's message. */
export function toastError(error: unknown, title = "Error"): void {
  toast({ title, description: errorMessage(error), variant: "destructive" });
}

export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function dismissToast(id: number): void {
  publish(current.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number): void {
  publish(current.filter((item) => item.id !== id));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
