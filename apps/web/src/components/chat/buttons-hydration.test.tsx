import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatImage } from "./chat-image";
import { BothersPrompt, HiddenMessage, SafetyTipNote } from "./message-safety";
import { RevealBanner } from "./reveal-banner";

const noop = () => {};

const chat = (
  <>
    <RevealBanner iRevealed={false} theyRevealed onReveal={noop} />
    <ChatImage
      messageId="m1"
      src="/objects/a"
      alt="Image from your match"
      viewerId="u1"
      hidden
      sensitive={false}
      firstScreen
      frameClassName="w-64"
    />
    <SafetyTipNote tips={["money"]} onReport={noop} />
    <BothersPrompt messageId="m2" onReport={noop} />
    <HiddenMessage onShow={noop} />
  </>
);

/** The chat arrives as server HTML (decision 0032): its buttons wait for hydration, disabled, then take presses. */
describe("the chat's buttons in the server HTML", () => {
  it("are disabled until hydrated, then enabled", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(chat);
    const buttons = [...container.querySelectorAll("button")];
    expect(buttons.map((button) => button.textContent?.trim())).toEqual([
      "Reveal Profile",
      "Tap to view",
      "Report",
      "Report",
      "No",
      "Show",
    ]);
    expect(buttons.filter((button) => !button.disabled)).toEqual([]);
    const root = await act(() => Promise.resolve(hydrateRoot(container, chat)));
    for (const button of screen.getAllByRole("button")) expect(button).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });
});
