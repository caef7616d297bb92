import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { PasskeysSection } from "./passkeys-section";

const phone = { id: "p1", name: "Chrome on Android", createdAt: new Date("2026-11-20T10:00:00Z"), lastUsedAt: null };
const laptop = {
  id: "p2",
  name: "Work laptop",
  createdAt: new Date("2026-11-21T10:00:00Z"),
  lastUsedAt: new Date("2026-11-24T18:30:00Z"),
};

describe("PasskeysSection", () => {
  it("has a friendly empty state and 'Add a passkey'", async () => {
    renderWithApi(<PasskeysSection />, { "passkeys.list": () => [] });
    expect(await screen.findByText("No passkeys yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeEnabled();
  });

  it("lists each passkey with when it was added and last used", async () => {
    renderWithApi(<PasskeysSection />, { "passkeys.list": () => [phone, laptop] });
    const list = await screen.findByRole("list", { name: "Your passkeys" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Chrome on Android");
    expect(items[0]).toHaveTextContent("Not used yet");
    expect(items[1]).toHaveTextContent("Work laptop");
    expect(items[1]).toHaveTextContent(/Last used/);
  });

  it("removes a passkey only after 'Remove this passkey?'", async () => {
    let remaining = [phone, laptop];
    const { recorded } = renderWithApi(<PasskeysSection />, {
      "passkeys.list": () => remaining,
      "passkeys.remove": (input) => {
        remaining = remaining.filter((passkey) => passkey.id !== (input as { id: string }).id);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Work laptop" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this passkey?" });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with "Work laptop"');
    expect(recorded.calls.some((call) => call.path === "passkeys.remove")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    expect(await screen.findByText("Passkey removed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Work laptop")).not.toBeInTheDocument());
    expect(recorded.calls.find((call) => call.path === "passkeys.remove")?.input).toEqual({ id: "p2" });
  });

  it("explains, without asking the server, when the browser cannot make passkeys", async () => {
    const { recorded } = renderWithApi(<PasskeysSection />, { "passkeys.list": () => [] });
    await userEvent.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("Passkeys aren't available here")).toBeInTheDocument();
    expect(recorded.calls.map((call) => call.path)).toEqual(["passkeys.list"]);
  });

  it("stops offering 'Add a passkey' at 10", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ ...phone, id: `p${index}`, name: `Key ${index}` }));
    renderWithApi(<PasskeysSection />, { "passkeys.list": () => ten });
    expect(await screen.findByText(/You have 10 passkeys/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
  });
});
