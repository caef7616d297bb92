import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { loadEveryLazyModule } from "~/lib/lazy-module";

// What the browser loads on demand (dialogs, menus, zod…) is loaded up front here:
// component tests see the page as it is once everything has arrived. The browser
// tests (e2e/) exercise the loading itself.
beforeAll(async () => {
  await loadEveryLazyModule();
});

// Test files share one jsdom per worker (vitest.config.ts: isolate off): each test leaves
// it as it found it, mocks' calls included.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const mock of Object.values(navigation)) mock.mockReset();
});

// Radix primitives measure elements and observe resizes; jsdom has neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
const pointerAndScroll = { scrollIntoView: vi.fn(), hasPointerCapture: () => false, releasePointerCapture: () => {} };
for (const [name, stub] of Object.entries(pointerAndScroll)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: stub, configurable: true, writable: true });
}
// jsdom has window.scrollTo but only logs "Not implemented".
window.scrollTo = vi.fn();

// next/navigation's router, recorded so tests can assert where a screen sends the user.
// One object per worker: this file runs again before every test file (isolation off), but
// the mocked module below is made once and keeps the object it was first given.
const NAVIGATION_KEY = Symbol.for("unveil.test.navigation");
type NavigationMock = Record<"replace" | "push" | "refresh" | "back", ReturnType<typeof vi.fn>>;
const navigationHolder = globalThis as { [NAVIGATION_KEY]?: NavigationMock };
export const navigation = (navigationHolder[NAVIGATION_KEY] ??= {
  replace: vi.fn(),
  push: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
});
vi.mock("next/navigation", () => ({
  useRouter: () => navigation,
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

// jsdom has no PointerEvent; a MouseEvent with the pointer fields stands in for it.
if (typeof globalThis.PointerEvent === "undefined") {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "touch";
    }
  }
  globalThis.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}
