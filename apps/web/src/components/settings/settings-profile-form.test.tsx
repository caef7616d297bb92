import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWithApi, renderWithApi } from "~/test/render";
import { SettingsProfileForm } from "./settings-profile-form";

const GEOCODER = "https://geocoder.test/reverse";
const profile = {
  bio: "I love hiking.",
  lookingFor: "female" as const,
  location: "Porto, Norte",
  latitude: 41.15,
  longitude: -8.61,
};
const saved = (changes: Partial<Omit<typeof profile, "lookingFor">> & { lookingFor?: string } = {}) => ({
  userId: "u1",
  ...profile,
  photos: [],
  ...changes,
});

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SettingsProfileForm", () => {
  it("starts from the saved bio, Looking For and location, with a live 'x/500 characters' counter", async () => {
    renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />);
    expect(screen.getByLabelText("Bio")).toHaveValue("I love hiking.");
    expect(screen.getByLabelText("Bio")).toHaveAttribute("maxlength", "500");
    expect(screen.getByRole("combobox", { name: "Looking For" })).toHaveTextContent("Women");
    expect(screen.getByLabelText("Location")).toHaveValue("Porto, Norte");
    expect(screen.getByLabelText("Latitude")).toHaveValue(41.15);
    expect(screen.getByLabelText("Longitude")).toHaveValue(-8.61);
    expect(screen.getByRole("button", { name: "Auto-Detect" })).toBeEnabled();
    expect(screen.getByText("14/500 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Bio"), " And books.");
    expect(screen.getByText("25/500 characters")).toBeInTheDocument();
  });

  it("offers Men, Women and Everyone and saves the whole form, with 'Saving...' and the 'Profile Updated' toast", async () => {
    let finish: (value: unknown) => void = () => {};
    const { recorded } = renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />, {
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
    expect(recorded.calls.find((call) => call.path === "profile.update")?.input).toEqual({
      bio: "New bio",
      lookingFor: "both",
      location: "Porto, Norte",
      latitude: 41.15,
      longitude: -8.61,
    });
    finish(saved({ bio: "New bio", lookingFor: "both" }));
    const region = await toasts();
    expect(await region.findByText("Profile Updated")).toBeInTheDocument();
    expect(region.getByText("Your profile changes have been saved.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Profile" })).toBeEnabled();
  });

  it("moves to a typed place and coordinates, and says new matches are being found there", async () => {
    const { recorded } = renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />, {
      "profile.update": () => saved({ location: "Lisbon", latitude: 38.72, longitude: -9.14 }),
      "auth.me": () => null,
    });
    await userEvent.clear(screen.getByLabelText("Location"));
    await userEvent.type(screen.getByLabelText("Location"), "Lisbon");
    await userEvent.clear(screen.getByLabelText("Latitude"));
    await userEvent.type(screen.getByLabelText("Latitude"), "38.7223");
    await userEvent.clear(screen.getByLabelText("Longitude"));
    await userEvent.type(screen.getByLabelText("Longitude"), "-9.1393");
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await (await toasts()).findByText("You're now in Lisbon. Finding new matches...")).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "profile.update")?.input).toMatchObject({
      location: "Lisbon",
      latitude: 38.7223,
      longitude: -9.1393,
    });
    // The form now holds what the server stored (coordinates rounded to 2 decimals).
    expect(screen.getByLabelText("Latitude")).toHaveValue(38.72);
  });

  it("fills the place and coordinates from Auto-Detect, as profile setup does", async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 38.72231, longitude: -9.13934 } } as GeolocationPosition),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ address: { city: "Lisbon", state: "Lisboa" } }), { status: 200 })),
      ),
    );
    renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />);
    await userEvent.click(screen.getByRole("button", { name: "Auto-Detect" }));
    await waitFor(() => expect(screen.getByLabelText("Location")).toHaveValue("Lisbon, Lisboa"));
    expect(screen.getByLabelText("Latitude")).toHaveValue(38.72);
    expect(screen.getByLabelText("Longitude")).toHaveValue(-9.14);
    expect(await (await toasts()).findByText("Location detected")).toBeInTheDocument();
  });

  it("shows the server's message in the 'Error' toast: the 11th move of the day, or a lost profile", async () => {
    renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />, {
      "profile.update": () => {
        throw new Error("You can change your location up to 10 times a day");
      },
    });
    await userEvent.clear(screen.getByLabelText("Latitude"));
    await userEvent.type(screen.getByLabelText("Latitude"), "40");
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    const region = await toasts();
    expect(await region.findByText("Error")).toBeInTheDocument();
    expect(region.getByText("You can change your location up to 10 times a day")).toBeInTheDocument();
    // Nothing was saved: the form keeps what the dater typed, to try again tomorrow.
    expect(screen.getByLabelText("Latitude")).toHaveValue(40);
    expect(screen.getByRole("button", { name: "Save Profile" })).toBeEnabled();
  });

  it("asks for a place name of at least 2 characters before saving", async () => {
    const { recorded } = renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />);
    await userEvent.clear(screen.getByLabelText("Location"));
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Location is required")).toBeInTheDocument();
    expect(recorded.calls.some((call) => call.path === "profile.update")).toBe(false);
  });

  it("checks a field when the dater leaves it, then at every change, with the schema's message", async () => {
    renderWithApi(<SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />);
    const location = screen.getByLabelText("Location");
    await userEvent.clear(location);
    expect(screen.queryByText("Location is required")).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText("Location is required")).toBeInTheDocument();
    expect(location).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(location, "Fa");
    await waitFor(() => expect(screen.queryByText("Location is required")).not.toBeInTheDocument());
    expect(location).not.toHaveAttribute("aria-invalid");
  });

  it("arrives filled in the server's HTML, read-only until hydrated, then takes typing and saves", async () => {
    let serverBio = "";
    let serverLocation = "";
    const serverReadOnly: boolean[] = [];
    let serverSaveDisabled = false;
    const { recorded } = hydrateWithApi(
      <SettingsProfileForm profile={profile} geocoderUrl={GEOCODER} />,
      (html) => {
        const bio = html.querySelector("textarea");
        serverBio = bio?.value ?? "";
        serverLocation = html.querySelector<HTMLInputElement>("input[name=location]")?.value ?? "";
        for (const field of html.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("textarea, input[name]")) {
          serverReadOnly.push(field.readOnly);
        }
        serverSaveDisabled = html.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled ?? false;
      },
      { "profile.update": () => saved({ bio: "I love hiking. And books." }), "auth.me": () => null },
    );
    expect(serverBio).toBe("I love hiking.");
    expect(serverLocation).toBe("Porto, Norte");
    // Typed into before hydration, a textarea is put back to the server's text (decision 0050);
    // pressed before hydration, Save would post the form to the page: both wait for the script.
    expect(serverReadOnly).toEqual([true, true, true, true]);
    expect(serverSaveDisabled).toBe(true);
    await waitFor(() => expect(screen.getByLabelText("Bio")).not.toHaveAttribute("readonly"));
    for (const label of ["Location", "Latitude", "Longitude"])
      expect(screen.getByLabelText(label)).not.toHaveAttribute("readonly");
    await userEvent.type(screen.getByLabelText("Bio"), " And books.");
    expect(await screen.findByText("25/500 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await (await toasts()).findByText("Profile Updated")).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "profile.update")?.input).toMatchObject({
      bio: "I love hiking. And books.",
    });
  });
});
