import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { navigation } from "~/test/setup";
import { ConfirmEmailCard } from "./confirm-email-card";

/** docs/product-rules.md#confirming-the-email: the card on Matches. */
describe("ConfirmEmailCard", () => {
  it("shows the address, asks for the code before sending, and confirms with it", async () => {
    const { recorded } = renderWithApi(<ConfirmEmailCard email="ada@example.com" />, {
      "email.verify": () => ({ email: "ada@example.com", emailVerified: true }),
    });
    const card = screen.getByRole("region", { name: "Confirm your email" });
    expect(card).toHaveTextContent("We sent a code to ada@example.com.");
    await userEvent.click(within(card).getByRole("button", { name: "Confirm" }));
    expect(within(card).getByRole("alert")).toHaveTextContent("Enter the code from the mail");
    expect(within(card).getByLabelText("Code from the email")).toHaveAttribute("aria-invalid", "true");
    expect(recorded.calls).toEqual([]);

    await userEvent.type(within(card).getByLabelText("Code from the email"), "abcd 2345");
    await userEvent.click(within(card).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Email confirmed")).toBeInTheDocument();
    expect(recorded.calls).toEqual([{ path: "email.verify", input: { code: "abcd 2345" } }]);
    expect(screen.queryByRole("region", { name: "Confirm your email" })).not.toBeInTheDocument();
    expect(navigation.refresh).toHaveBeenCalled();
  });

  it("shows the server's answer to a wrong code, and says where a new code went", async () => {
    renderWithApi(<ConfirmEmailCard email="ada@example.com" />, {
      "email.verify": () => {
        throw new Error("This code or link is invalid or has expired");
      },
      "email.resend": () => ({}),
    });
    const card = screen.getByRole("region", { name: "Confirm your email" });
    await userEvent.type(within(card).getByLabelText("Code from the email"), "WRONG123");
    await userEvent.click(within(card).getByRole("button", { name: "Confirm" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("This code or link is invalid or has expired");
    await userEvent.click(within(card).getByRole("button", { name: "Send a new code" }));
    expect(await within(card).findByRole("status")).toHaveTextContent("A new code is on its way to ada@example.com");
    expect(within(card).getByRole("alert")).toBeEmptyDOMElement();
  });
});
