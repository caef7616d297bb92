import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateWithApi } from "~/test/render";
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
  it("are disabled until hydrated, then enabled", () => {
    let inHtml: { text: string | undefined; disabled: boolean }[] = [];
    hydrateWithApi(chat, (html) => {
      inHtml = [...html.querySelectorAll("button")].map((button) => ({
        text: button.textContent?.trim(),
        disabled: button.disabled,
      }));
    });
    expect(inHtml.map((button) => button.text)).toEqual(["Reveal Profile", "Tap to view", "Report", "Report", "No", "Show"]);
    expect(inHtml.filter((button) => !button.disabled)).toEqual([]);
    for (const button of screen.getAllByRole("button")) expect(button).toBeEnabled();
  });
});
