import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";

/** The two forms of the `Sign-in & security` card, on their shared frame (security-form-section.tsx). */
describe("Change email", () => {
  it("checks with the shared schema, sends the lower-cased address, toasts and folds back", async () => {
    const { recorded } = renderWithApi(<ChangeEmailForm />, {
      "auth.me": () => ({ email: "ana@example.com" }),
      "account.changeEmail": () => ({ ok: true }),
    });
    expect(await screen.findByText("ana@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("New email")).toHaveAttribute("aria-invalid", "true");
    expect(recorded.calls.some((call) => call.path === "account.changeEmail")).toBe(false);

    await userEvent.type(screen.getByLabelText("New email"), "Ana.New@Example.com");
    await userEvent.type(screen.getByLabelText("Current password"), "my-password");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Check your new inbox")).toBeInTheDocument();
    expect(screen.getByText(/We sent a link and a code to ana\.new@example\.com\./)).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "account.changeEmail")?.input).toEqual({
      newEmail: "ana.new@example.com",
      password: "my-password",
    });
    expect(screen.getByRole("button", { name: "Change email" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New email")).not.toBeInTheDocument();
  });
});

describe("Change password", () => {
  it("shows the hint, then the length rule; Cancel folds it back empty; a failure toasts and keeps it open", async () => {
    const { recorded } = renderWithApi(<ChangePasswordForm />, {
      "account.changePassword": () => {
        throw new Error("Current password is incorrect");
      },
    });
    expect(screen.getByText("Changing it signs you out on every other device.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("At least 8 characters.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Current password"), "old-password");
    await userEvent.type(screen.getByLabelText("New password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(screen.getByLabelText("New password")).toHaveValue("");

    await userEvent.type(screen.getByLabelText("Current password"), "wrong-password");
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Couldn't change your password")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save password" })).toBeEnabled());
    expect(recorded.calls.find((call) => call.path === "account.changePassword")?.input).toEqual({
      currentPassword: "wrong-password",
      newPassword: "a-new-password",
    });
  });

  it("on success toasts 'Password changed' and folds back", async () => {
    renderWithApi(<ChangePasswordForm />, { "account.changePassword": () => ({ ok: true }) });
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    await userEvent.type(screen.getByLabelText("Current password"), "old-password");
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText("Your other devices have been signed out.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password" })).toBeInTheDocument();
  });
});
