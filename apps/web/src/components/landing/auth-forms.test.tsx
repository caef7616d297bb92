import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navigation } from "~/test/setup";
import { renderWithApi } from "~/test/render";
import { AuthTabs } from "./auth-forms";

const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null, profile: null };

async function toastText() {
  const region = await screen.findByRole("region", { name: /notifications/i });
  return within(region);
}

describe("Login tab", () => {
  it("is the default tab and shows email and password", () => {
    renderWithApi(<AuthTabs />);
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("toasts 'Missing fields' and calls nothing when a field is empty", async () => {
    const { recorded } = renderWithApi(<AuthTabs />);
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    const toasts = await toastText();
    expect(await toasts.findByText("Missing fields")).toBeInTheDocument();
    expect(toasts.getByText("Please enter both email and password")).toBeInTheDocument();
    expect(recorded.calls).toHaveLength(0);
  });

  it("offers 'Sign in with a passkey', and explains (calling nothing) where the browser has no passkeys", async () => {
    const { recorded } = renderWithApi(<AuthTabs />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    const toasts = await toastText();
    expect(await toasts.findByText("Passkeys aren't available here")).toBeInTheDocument();
    expect(recorded.calls).toHaveLength(0);
  });

  it("shows 'Logging in...' while pending, then 'Welcome back!' and goes to /", async () => {
    let finish: (value: unknown) => void = () => {};
    renderWithApi(<AuthTabs />, {
      "auth.login": () => new Promise((resolve) => (finish = resolve)),
      "auth.me": () => user,
    });
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret-password");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    const pending = await screen.findByRole("button", { name: "Logging in..." });
    expect(pending).toBeDisabled();
    finish(user);
    expect(await (await toastText()).findByText("Welcome back!")).toBeInTheDocument();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/"));
  });

  it("refuses what the shared schema refuses with its message, focusing that field, and calls nothing", async () => {
    const { recorded } = renderWithApi(<AuthTabs />);
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.type(screen.getByLabelText("Password"), "secret-password");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    const toasts = await toastText();
    expect(await toasts.findByText("Login failed")).toBeInTheDocument();
    expect(toasts.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(recorded.calls).toHaveLength(0);
  });

  it("toasts 'Login failed' with the server's message", async () => {
    renderWithApi(<AuthTabs />, {
      "auth.login": () => {
        throw new Error("Invalid email or password");
      },
    });
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    const toasts = await toastText();
    expect(await toasts.findByText("Login failed")).toBeInTheDocument();
    expect(toasts.getByText("Invalid email or password")).toBeInTheDocument();
  });
});

describe("Sign Up tab", () => {
  it("leaves empty names out of the payload and goes to /profile-setup with 'Account created!'", async () => {
    const { recorded } = renderWithApi(<AuthTabs />, { "auth.register": () => user, "auth.me": () => user });
    await userEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    await userEvent.type(screen.getByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await (await toastText()).findByText("Account created!")).toBeInTheDocument();
    expect(recorded.calls[0]).toEqual({
      path: "auth.register",
      input: { email: "ada@example.com", password: "long-enough", firstName: "Ada" },
    });
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/profile-setup"));
  });

  it("toasts 'Signup failed' with the server's message and 'Missing fields' for an empty password", async () => {
    renderWithApi(<AuthTabs />, {
      "auth.register": () => {
        throw new Error("An account with this email already exists");
      },
    });
    await userEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await (await toastText()).findByText("Missing fields")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Password"), "long-enough");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const toasts = await toastText();
    expect(await toasts.findByText("Signup failed")).toBeInTheDocument();
    expect(toasts.getByText("An account with this email already exists")).toBeInTheDocument();
  });
});
