import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "~/lib/match-display";
import { MessageList } from "./message-list";
import { OPENING_MESSAGES } from "./use-message-window";

/** Decision 0051: a long chat opens with its newest messages rendered; older ones come as the dater scrolls up. */
const ME = "viewer-1";

const textMessage = (index: number): ChatMessage => ({
  id: `m${index}`,
  matchId: "match-1",
  senderId: index % 2 === 0 ? ME : "match-2",
  content: `message ${index}`,
  imageUrl: null,
  imageSensitive: false,
  safetyTips: [],
  mayHurt: false,
  hiddenByFilter: false,
  createdAt: new Date("2026-11-23T12:00:00Z"),
});

/** An IntersectionObserver whose targets come near the screen when the test says so. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; live: boolean }> = [];
  class StubObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] as Element[], live: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.live = false;
    }
  }
  vi.stubGlobal("IntersectionObserver", StubObserver);
  return {
    /** The marker above the list comes near: every live observer hears it. */
    near() {
      for (const observer of observers.filter((each) => each.live)) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

const shownTexts = () => screen.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);

describe("a long chat's messages", () => {
  it("renders the newest few when the chat opens, then older ones, oldest first, as the top comes near", () => {
    const observer = stubObserver();
    const messages = Array.from({ length: 60 }, (_, index) => textMessage(index));
    render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    expect(shownTexts()).toEqual(messages.slice(60 - OPENING_MESSAGES).map((message) => message.content));

    observer.near();
    const olderFrom = 60 - OPENING_MESSAGES - 30;
    expect(shownTexts()).toEqual(messages.slice(olderFrom).map((message) => message.content));
    observer.near();
    expect(shownTexts()).toEqual(messages.map((message) => message.content));
    expect(screen.getAllByRole("listitem").at(-1)).toHaveTextContent("message 59");
  });

  it("renders every message where the browser cannot tell what is near the screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const messages = Array.from({ length: 30 }, (_, index) => textMessage(index));
    render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    expect(shownTexts()).toHaveLength(30);
  });

  it("keeps a short chat whole", () => {
    stubObserver();
    const messages = Array.from({ length: OPENING_MESSAGES }, (_, index) => textMessage(index));
    render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    expect(shownTexts()).toHaveLength(OPENING_MESSAGES);
  });
});
