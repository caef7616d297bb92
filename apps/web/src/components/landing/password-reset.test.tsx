import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { AuthTabs } from "./auth-forms";

/** docs/product-rules.md#accounts: the two reset dialogs of the landing page. */
describe("Forgot password?", () => {
  it("sends the address and then says the same words whatever it was", async () => {
    const { recorded } = renderWithApi(<AuthTabs />, { "passwordReset.request": () => ({}) });
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
    await userEvent.type(within(dialog).getByLabelText("Email"), "Ada@Example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(
      await within(dialog).findByText("If an account exists for that email, we've sent a link to reset the password."),
    ).toBeInTheDocument();
    expect(recorded.calls).toEqual([{ path: "passwordReset.request", input: { email: "ada@example.com" } }]);
  });
});

describe("/?reset=TOKEN", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens 'Choose a new password', takes the token out of the URL, and ends on the Login tab with 'Password updated'", async () => {
    window.history.replaceState(null, "", "/?reset=the-token");
    const { recorded } = renderWithApi(<AuthTabs />, { "passwordReset.confirm": () => undefined });
    const dialog = await screen.findByRole("dialog", { name: "Choose a new password" });
    expect(window.location.search).toBe("");
    await userEvent.type(within(dialog).getByLabelText("New password"), "a brand new password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save new password" }));
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Password updated")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Choose a new password" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(recorded.calls).toEqual([
      { path: "passwordReset.confirm", input: { token: "the-token", password: "a brand new password" } },
    ]);
  });
});
