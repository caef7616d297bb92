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
