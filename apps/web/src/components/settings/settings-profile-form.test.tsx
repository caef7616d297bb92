import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { SettingsProfileForm } from "./settings-profile-form";

const profile = { bio: "I love hiking.", lookingFor: "female" as const };

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

describe("SettingsProfileForm", () => {
  it("starts from the saved bio and Looking For, with a live 'x/500 characters' counter", async () => {
    renderWithApi(<SettingsProfileForm profile={profile} />);
    expect(screen.getByLabelText("Bio")).toHaveValue("I love hiking.");
    expect(screen.getByLabelText("Bio")).toHaveAttribute("maxlength", "500");
    expect(screen.getByRole("combobox", { name: "Looking For" })).toHaveTextContent("Women");
    expect(screen.getByText("14/500 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Bio"), " And books.");
    expect(screen.getByText("25/500 characters")).toBeInTheDocument();
  });

  it("offers Men, Women and Everyone and saves bio and lookingFor, with 'Saving...' and the 'Profile Updated' toast", async () => {
    let finish: (value: unknown) => void = () => {};
    const { recorded } = renderWithApi(<SettingsProfileForm profile={profile} />, {
      "profile.update": () => new Promise((resolve) => (finish = resolve)),
      "auth.me": () => null,
    });
    await userEvent.click(screen.getByRole("combobox", { name: "Looking For" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Men", "Women", "Everyone"]);
    await userEvent.click(screen.getByRole("option", { name: "Everyone" }));
    await userEvent.clear(screen.getByLabelText("Bio"));
    await userEvent.type(screen.getByLabelText("Bio"), "New bio");
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(recorded.calls.find((call) => call.path === "profile.update")?.input).toEqual({ bio: "New bio", lookingFor: "both" });
    finish({ userId: "u1", bio: "New bio", lookingFor: "both", photos: [] });
    expect(await (await toasts()).findByText("Profile Updated")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Profile" })).toBeEnabled();
  });

  it("shows a failed save's server message in the 'Error' toast", async () => {
    renderWithApi(<SettingsProfileForm profile={profile} />, {
      "profile.update": () => {
        throw new Error("Profile not found");
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    const region = await toasts();
    expect(await region.findByText("Error")).toBeInTheDocument();
    expect(region.getByText("Profile not found")).toBeInTheDocument();
  });
});
