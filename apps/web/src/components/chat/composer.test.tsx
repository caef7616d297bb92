import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { canSend, Composer } from "./composer";
import { revealBannerText } from "./reveal-banner";

describe("canSend", () => {
  it("needs non-blank text or an image, and no send pending", () => {
    expect(canSend("", null, false)).toBe(false);
    expect(canSend("   ", null, false)).toBe(false);
    expect(canSend("hi", null, false)).toBe(true);
    expect(canSend("", "data:image/jpeg;base64,AAAA", false)).toBe(true);
    expect(canSend("hi", null, true)).toBe(false);
  });
});

describe("Composer", () => {
  it("enables send for text, sends it and clears the box", async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    renderWithApi(<Composer pending={false} onSend={onSend} />);
    const send = screen.getByRole("button", { name: "Send message" });
    expect(screen.getByPlaceholderText("Type a message...")).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "  ");
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello there");
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith({ content: "Hello there", imageUrl: null });
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(""));
  });

  it("keeps the text when sending failed, and is disabled while a send is pending", async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    const { rerender } = renderWithApi(<Composer pending={false} onSend={onSend} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Keep me");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Keep me");
    rerender(<Composer pending onSend={onSend} />);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });

  it("refuses attachments of 5 MB or more, and files that are not images", async () => {
    renderWithApi(<Composer pending={false} onSend={vi.fn(() => Promise.resolve(true))} />);
    const big = new File([new Uint8Array(8)], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText("Attach an image"), big);
    const region = within(await screen.findByRole("region", { name: /notifications/i }));
    expect(await region.findByText("File too large")).toBeInTheDocument();
    expect(region.getByText("Please select an image under 5MB")).toBeInTheDocument();
  });
});

describe("revealBannerText", () => {
  it("says what happens for each reveal state", () => {
    expect(revealBannerText(false, false)).toBe("When you both reveal, you'll see each other's profiles.");
    expect(revealBannerText(true, false)).toBe("Waiting for your match to reveal...");
    expect(revealBannerText(false, true)).toBe("Your match wants to reveal! Click to reveal yourself.");
    expect(revealBannerText(true, true)).toBe("Both revealed!");
  });
});
