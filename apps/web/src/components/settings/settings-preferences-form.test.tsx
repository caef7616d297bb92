import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { SettingsPreferencesForm, nextDistanceKm } from "./settings-preferences-form";

const saved = { ageMin: 25, ageMax: 40, distanceKm: 100, verifiedOnly: false };

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

describe("nextDistanceKm", () => {
  it("keeps 1 km and otherwise whole fives up to 500", () => {
    expect(nextDistanceKm(5, 0)).toBe(1);
    expect(nextDistanceKm(5, 1)).toBe(1);
    expect(nextDistanceKm(1, 6)).toBe(5);
    expect(nextDistanceKm(100, 96)).toBe(95);
    expect(nextDistanceKm(400, 496)).toBe(495);
    expect(nextDistanceKm(495, 500)).toBe(500);
  });

  it("takes a full step when the slider's own 1, 6, 11… grid rounds back to the same value", () => {
    expect(nextDistanceKm(100, 101)).toBe(105);
    expect(nextDistanceKm(105, 101)).toBe(100);
    expect(nextDistanceKm(495, 496)).toBe(500);
    expect(nextDistanceKm(500, 500)).toBe(500);
  });
});

describe("SettingsPreferencesForm", () => {
  it("has age sliders 18–99 step 1 and a distance slider 1–500 km in steps of 5 (1, 5, 10, …), with the 'Currently:' line", async () => {
    renderWithApi(<SettingsPreferencesForm preferences={saved} />);
    const ageMin = screen.getByRole("slider", { name: "Minimum Age" });
    const ageMax = screen.getByRole("slider", { name: "Maximum Age" });
    const distance = screen.getByRole("slider", { name: "Maximum Distance" });
    for (const slider of [ageMin, ageMax]) {
      expect(slider).toHaveAttribute("aria-valuemin", "18");
      expect(slider).toHaveAttribute("aria-valuemax", "99");
    }
    expect(distance).toHaveAttribute("aria-valuemin", "1");
    expect(distance).toHaveAttribute("aria-valuemax", "500");
    expect(distance).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("Currently: 25 - 40 years old")).toBeInTheDocument();
    expect(screen.getByText("100 km")).toBeInTheDocument();

    ageMin.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(ageMin).toHaveAttribute("aria-valuenow", "26");
    expect(screen.getByText("Currently: 26 - 40 years old")).toBeInTheDocument();

    distance.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(distance).toHaveAttribute("aria-valuenow", "105");
    expect(screen.getByText("105 km")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("110 km")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(screen.getByText("95 km")).toBeInTheDocument();
    await userEvent.keyboard("{End}");
    expect(screen.getByText("500 km")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByText("495 km")).toBeInTheDocument();
    await userEvent.keyboard("{Home}");
    expect(screen.getByText("1 km")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("5 km")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("10 km")).toBeInTheDocument();
  });

  it("says 'Minimum age must be less than or equal to maximum age' and does not save", async () => {
    const { recorded } = renderWithApi(
      <SettingsPreferencesForm preferences={{ ageMin: 30, ageMax: 30, distanceKm: 50, verifiedOnly: false }} />,
      {
        "preferences.update": (input) => input,
      },
    );
    screen.getByRole("slider", { name: "Maximum Age" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(await screen.findByText("Minimum age must be less than or equal to maximum age")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(recorded.calls.filter((call) => call.path === "preferences.update")).toHaveLength(0);

    // Equal ages are fine again.
    screen.getByRole("slider", { name: "Maximum Age" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(screen.queryByText("Minimum age must be less than or equal to maximum age")).not.toBeInTheDocument(),
    );
  });

  it("saves the chosen values, shows 'Saving...' while pending, then the 'Preferences Updated' toast", async () => {
    let finish: (value: unknown) => void = () => {};
    const { recorded } = renderWithApi(<SettingsPreferencesForm preferences={saved} />, {
      "preferences.update": () => new Promise((resolve) => (finish = resolve)),
    });
    screen.getByRole("slider", { name: "Maximum Age" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    screen.getByRole("slider", { name: "Maximum Distance" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(recorded.calls.find((call) => call.path === "preferences.update")?.input).toEqual({
      ageMin: 25,
      ageMax: 42,
      distanceKm: 95,
      verifiedOnly: false,
    });
    finish({ ageMin: 25, ageMax: 42, distanceKm: 95, verifiedOnly: false });
    const region = await toasts();
    expect(await region.findByText("Preferences Updated")).toBeInTheDocument();
    expect(region.getByText("Your matching preferences have been saved. Finding new matches...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Preferences" })).toBeEnabled();
  });

  it("shows the server's message in the 'Error' toast when saving fails", async () => {
    renderWithApi(<SettingsPreferencesForm preferences={saved} />, {
      "preferences.update": () => {
        throw new Error("Too many changes. Try again later.");
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    const region = await toasts();
    expect(await region.findByText("Error")).toBeInTheDocument();
    expect(region.getByText("Too many changes. Try again later.")).toBeInTheDocument();
  });

  it("explains how matching works in four points", () => {
    renderWithApi(<SettingsPreferencesForm preferences={saved} />);
    const card = screen.getByRole("heading", { name: "How Matching Works" }).closest("div");
    expect(within(card as HTMLElement).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByText("At least 3 matching answers are needed to create a connection.")).toBeInTheDocument();
  });
});
