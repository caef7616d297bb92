import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigation } from "~/test/setup";
import { renderWithApi } from "~/test/render";
import { ProfileSetupForm } from "./profile-setup-form";

const GEOCODER = "https://geocoder.test/reverse";

function imageFile(name: string, bytes: number, type = "image/jpeg") {
  const file = new File([new Uint8Array(Math.min(bytes, 16))], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

// jsdom has no image decoding or canvas; stand in for the browser's own.
beforeEach(() => {
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(() => Promise.resolve({ width: 3200, height: 2400, close: () => {} })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage: () => {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue("data:image/jpeg;base64,/9j/AAAA");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ProfileSetupForm", () => {
  it("starts from the spec's defaults and shows the bio counter", async () => {
    renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    expect(screen.getByLabelText("Age")).toHaveValue(25);
    expect(screen.getByLabelText("Latitude")).toHaveValue(0);
    expect(screen.getByLabelText("Longitude")).toHaveValue(0);
    expect(screen.getByRole("combobox", { name: "Gender" })).toHaveTextContent("Man");
    expect(screen.getByRole("combobox", { name: "Looking for" })).toHaveTextContent("Everyone");
    expect(screen.getByText("0/500 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Bio"), "Hello there");
    expect(screen.getByText("11/500 characters")).toBeInTheDocument();
  });

  it("shows the spec's validation messages and does not submit", async () => {
    const { recorded } = renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    await userEvent.clear(screen.getByLabelText("Age"));
    await userEvent.type(screen.getByLabelText("Age"), "17");
    await userEvent.type(screen.getByLabelText("Bio"), "Too short");
    await userEvent.click(screen.getByRole("button", { name: "Next: Personality Quiz" }));
    expect(await screen.findByText("Must be 18 or older")).toBeInTheDocument();
    expect(screen.getByText("Bio must be at least 20 characters")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();
    expect(screen.getByText("At least one photo is required")).toBeInTheDocument();
    expect(recorded.calls).toHaveLength(0);
  });

  it("refuses photos over 5MB and files that are not images, adds others with a toast", async () => {
    renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    const picker = screen.getByLabelText("Add photo", { selector: "input" });
    await userEvent.upload(picker, imageFile("huge.jpg", 6 * 1024 * 1024));
    expect(await (await toasts()).findByText("File too large")).toBeInTheDocument();
    expect((await toasts()).getByText("Photos must be under 5MB")).toBeInTheDocument();

    await userEvent.upload(picker, imageFile("me.jpg", 200_000));
    expect(await (await toasts()).findByText("Photo added")).toBeInTheDocument();
    expect((await toasts()).getByText("1/6 photos")).toBeInTheDocument();
    expect(screen.getByText("Main")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo 1" })).toBeInTheDocument();
  });

  it("hides the add tile at 6 photos", async () => {
    renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    for (let i = 0; i < 6; i++) {
      await userEvent.upload(screen.getByLabelText("Add photo", { selector: "input" }), imageFile(`p${i}.jpg`, 1000));
      await screen.findByRole("img", { name: `Photo ${i + 1}` });
    }
    expect(screen.queryByLabelText("Add photo", { selector: "input" })).not.toBeInTheDocument();
  });

  it("submits a valid profile, shows 'Creating Profile...' while pending and goes to /quiz", async () => {
    let finish: (value: unknown) => void = () => {};
    const { recorded } = renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />, {
      "profile.create": () => new Promise((resolve) => (finish = resolve)),
      "auth.me": () => null,
    });
    await userEvent.upload(screen.getByLabelText("Add photo", { selector: "input" }), imageFile("me.jpg", 1000));
    await screen.findByRole("img", { name: "Photo 1" });
    await userEvent.type(screen.getByLabelText("Bio"), "I love hiking, books and slow Sunday mornings.");
    await userEvent.type(screen.getByLabelText("Location"), "Porto, Portugal");
    await userEvent.click(screen.getByRole("button", { name: "Next: Personality Quiz" }));
    expect(await screen.findByRole("button", { name: "Creating Profile..." })).toBeDisabled();
    expect(recorded.calls.find((call) => call.path === "profile.create")?.input).toMatchObject({
      gender: "male",
      age: 25,
      location: "Porto, Portugal",
      lookingFor: "both",
      photos: ["data:image/jpeg;base64,/9j/AAAA"],
    });
    finish({});
    expect(await (await toasts()).findByText("Profile Created!")).toBeInTheDocument();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/quiz"));
  });

  it("fills the place and coordinates from Auto-Detect, or rounded coordinates when the lookup fails", async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 41.14961, longitude: -8.61099 } } as GeolocationPosition),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ address: { city: "Porto", state: "Norte" } }))));
    vi.stubGlobal("fetch", fetchMock);
    renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    await userEvent.click(screen.getByRole("button", { name: "Auto-Detect" }));
    await waitFor(() => expect(screen.getByLabelText("Location")).toHaveValue("Porto, Norte"));
    expect(screen.getByLabelText("Latitude")).toHaveValue(41.15);
    expect(screen.getByLabelText("Longitude")).toHaveValue(-8.61);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]));
    expect([url.searchParams.get("format"), url.searchParams.get("lat"), url.searchParams.get("lon")]).toEqual([
      "json",
      "41.14961",
      "-8.61099",
    ]);

    fetchMock.mockImplementation(() => Promise.resolve(new Response("down", { status: 503 })));
    await userEvent.click(screen.getByRole("button", { name: "Auto-Detect" }));
    await waitFor(() => expect(screen.getByLabelText("Location")).toHaveValue("41.15, -8.61"));
  });

  it("explains a denied location permission", async () => {
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    renderWithApi(<ProfileSetupForm geocoderUrl={GEOCODER} />);
    await userEvent.click(screen.getByRole("button", { name: "Auto-Detect" }));
    const region = await toasts();
    expect(await region.findByText("Location Access Denied")).toBeInTheDocument();
    expect(region.getByText("Please enter your location manually below")).toBeInTheDocument();
  });
});
