import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeToast, showToastLeftForThisPage, toastThroughNavigation, useToasts, type ToastMessage } from "./use-toast";
import { renderHook } from "@testing-library/react";

const WELCOME = { title: "Welcome back!", description: "Good to see you again." };

function shownTitles(): string[] {
  const { result, unmount } = renderHook(() => useToasts());
  const titles = result.current.filter((item: ToastMessage) => item.open).map((item) => item.title);
  unmount();
  return titles;
}

function clearToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  for (const item of result.current) removeToast(item.id);
  unmount();
}

describe("toastThroughNavigation: a sign-in toast survives the full page load Next sometimes makes", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    clearToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the toast now, and on the next page when the browser leaves this one while it shows", () => {
    toastThroughNavigation(WELCOME);
    expect(shownTitles()).toEqual(["Welcome back!"]);
    window.dispatchEvent(new Event("pagehide"));
    // The next document starts with no toasts and finds the one left for it.
    clearToasts();
    showToastLeftForThisPage();
    expect(shownTitles()).toEqual(["Welcome back!"]);
    // Once only.
    clearToasts();
    showToastLeftForThisPage();
    expect(shownTitles()).toEqual([]);
  });

  it("leaves nothing for a later page when the move stayed on this document", () => {
    toastThroughNavigation(WELCOME);
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event("pagehide"));
    clearToasts();
    showToastLeftForThisPage();
    expect(shownTitles()).toEqual([]);
  });
});
