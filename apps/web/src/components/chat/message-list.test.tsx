import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatMessage } from "~/lib/match-display";
import { MessageList } from "./message-list";

/**
 * docs/product-rules.md#chat-images-safe-by-default display rules for chat images. The browser tests run the server without
 * the classifier (e2e/data-control.spec.ts covers 'Tap to view'); the flagged case is here.
 */
const ME = "viewer-1";
const THEM = "match-2";

function imageMessage(id: string, senderId: string, imageSensitive: boolean): ChatMessage {
  return {
    id,
    matchId: "match-1",
    senderId,
    content: "Look at this",
    imageUrl: `/objects/${id}`,
    imageSensitive,
    safetyTips: [],
    mayHurt: false,
    hiddenByFilter: false,
    createdAt: new Date("2026-11-23T12:00:00Z"),
  };
}

afterEach(() => window.localStorage.clear());

describe("MessageList images", () => {
  it("blurs a flagged image with the nudity warning even after both reveal; 'View anyway' is remembered", async () => {
    const messages = [imageMessage("m1", THEM, true)];
    const { unmount } = render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    expect(screen.getByText("This image may contain nudity")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Image from your match" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /View anyway/ }));
    expect(screen.getByRole("img", { name: "Image from your match" })).toBeInTheDocument();
    expect(screen.queryByText("This image may contain nudity")).not.toBeInTheDocument();

    // A new visit by the same viewer: still shown. Another viewer of this browser: blurred.
    unmount();
    const again = render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    expect(screen.getByRole("img", { name: "Image from your match" })).toBeInTheDocument();
    again.unmount();
    render(<MessageList messages={messages} viewerId="someone-else" bothRevealed />);
    expect(screen.getByText("This image may contain nudity")).toBeInTheDocument();
  });

  it("shows a safe image as sent once both reveal, and never blurs the viewer's own images", () => {
    render(<MessageList messages={[imageMessage("m2", THEM, false), imageMessage("m3", ME, true)]} viewerId={ME} bothRevealed />);
    expect(screen.getByRole("img", { name: "Image from your match" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Image you sent" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("blurs a safe image behind 'Tap to view' while the match is not revealed on both sides", () => {
    render(<MessageList messages={[imageMessage("m4", THEM, false)]} viewerId={ME} bothRevealed={false} />);
    expect(screen.getByRole("button", { name: "Tap to view" })).toBeInTheDocument();
    expect(screen.queryByText("This image may contain nudity")).not.toBeInTheDocument();
  });

  it("offers each image at the display widths, the same ones blurred and shown (decision 0055)", async () => {
    render(<MessageList messages={[imageMessage("m5", THEM, false)]} viewerId={ME} bothRevealed={false} />);
    const blurred = screen.getByTestId("blurred-image").querySelector("img");
    const srcSet = "/objects/m5?w=320 320w, /objects/m5?w=640 640w, /objects/m5?w=960 960w, /objects/m5?w=1280 1280w";
    expect(blurred?.getAttribute("srcset")).toBe(srcSet);
    await userEvent.click(screen.getByRole("button", { name: "Tap to view" }));
    const shown = screen.getByRole("img", { name: "Image from your match" });
    expect([shown.getAttribute("src"), shown.getAttribute("srcset"), shown.getAttribute("sizes")]).toEqual([
      "/objects/m5",
      srcSet,
      blurred?.getAttribute("sizes"),
    ]);
  });

  it("loads the images of the newest fifteen messages first and the older ones when scrolled near (decision 0037)", () => {
    const messages = Array.from({ length: 17 }, (_, index) => imageMessage(`m${index}`, ME, false));
    render(<MessageList messages={messages} viewerId={ME} bothRevealed />);
    const images = screen.getAllByRole("img", { name: "Image you sent" });
    expect(images.slice(0, 2).map((image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
    expect(
      images.slice(2).every((image) => image.getAttribute("fetchpriority") === "high" && !image.hasAttribute("loading")),
    ).toBe(true);
  });
});
