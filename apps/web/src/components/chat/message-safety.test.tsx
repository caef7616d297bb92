import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "~/lib/match-display";
import { MessageList } from "./message-list";

/** docs/product-rules.md#safety-in-the-chat: tips, "Does this bother you?" and hidden words under the other person's messages. */
const ME = "viewer-1";
const THEM = "match-2";

function message(id: string, fields: Partial<ChatMessage>): ChatMessage {
  return {
    id,
    matchId: "match-1",
    senderId: THEM,
    content: "Hello",
    imageUrl: null,
    imageSensitive: false,
    safetyTips: [],
    mayHurt: false,
    hiddenByFilter: false,
    createdAt: new Date("2026-11-25T12:00:00Z"),
    ...fields,
  };
}

describe("MessageList safety", () => {
  it("shows one tip with Report under the other person's message, money first", async () => {
    const onReport = vi.fn();
    render(
      <MessageList
        messages={[message("m1", { safetyTips: ["link", "phone", "money"] })]}
        viewerId={ME}
        bothRevealed={false}
        onReport={onReport}
      />,
    );
    expect(screen.getByText("Never send money or gift cards to someone you haven't met in person.")).toBeInTheDocument();
    expect(screen.queryByText("Be careful with links from people you haven't met.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: "m1" }));
  });

  it("asks 'Does this bother you?' under a mayHurt message; No hides it", async () => {
    render(<MessageList messages={[message("m2", { mayHurt: true })]} viewerId={ME} bothRevealed={false} />);
    expect(screen.getByText("Does this bother you?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    expect(screen.queryByText("Does this bother you?")).not.toBeInTheDocument();
  });

  it("collapses a hidden message until Show", async () => {
    render(
      <MessageList messages={[message("m3", { hiddenByFilter: true, content: "secret" })]} viewerId={ME} bothRevealed={false} />,
    );
    expect(screen.getByText("Hidden by your word filter")).toBeInTheDocument();
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("secret")).toBeInTheDocument();
  });
});
