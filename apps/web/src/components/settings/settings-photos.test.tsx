import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "~/test/render";
import { SettingsPhotos } from "./settings-photos";

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/photo-${i + 1}`);
const profileWith = (list: string[]) => ({ userId: "u1", photos: list, bio: "", lookingFor: "both" });

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

describe("SettingsPhotos", () => {
  it("labels the first photo 'Primary', offers 'Set Primary' on the others only, delete on all, and counts", () => {
    renderWithApi(<SettingsPhotos photos={photos(3)} />);
    expect(screen.getAllByText("Primary")).toHaveLength(1);
    const items = screen.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Primary")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set Primary (photo 1)" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set Primary (photo 2)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set Primary (photo 3)" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Delete photo \d$/ })).toHaveLength(3);
    expect(screen.getByText("3/6 photos added")).toBeInTheDocument();
    expect(screen.getByText("Add up to 6 photos. First photo is your profile picture.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Photo" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", "/objects/photo-2");
  });

  it("hides the 'Add Photo' tile at 6 photos", () => {
    renderWithApi(<SettingsPhotos photos={photos(6)} />);
    expect(screen.getByText("6/6 photos added")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Photo" })).not.toBeInTheDocument();
  });

  it("opens the upload dialog from the 'Add Photo' tile", async () => {
    renderWithApi(<SettingsPhotos photos={photos(2)} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Photo" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a Photo" });
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("makes a photo primary with 'Set Primary' and toasts 'Primary Photo Updated'", async () => {
    const { recorded } = renderWithApi(<SettingsPhotos photos={photos(3)} />, {
      "profile.setPrimaryPhoto": () => profileWith(["/objects/photo-3", "/objects/photo-1", "/objects/photo-2"]),
      "auth.me": () => null,
    });
    await userEvent.click(screen.getByRole("button", { name: "Set Primary (photo 3)" }));
    expect(await (await toasts()).findByText("Primary Photo Updated")).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "profile.setPrimaryPhoto")?.input).toEqual({ photoIndex: 2 });
  });

  it("asks before deleting a photo; Cancel keeps it, confirming deletes it with a 'Photo Deleted' toast", async () => {
    const { recorded } = renderWithApi(<SettingsPhotos photos={photos(3)} />, {
      "profile.deletePhoto": () => profileWith(["/objects/photo-1", "/objects/photo-3"]),
      "auth.me": () => null,
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete photo 2" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete this photo?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(recorded.calls.filter((call) => call.path === "profile.deletePhoto")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete photo 2" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete this photo?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Photo" }));
    expect(await (await toasts()).findByText("Photo Deleted")).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "profile.deletePhoto")?.input).toEqual({ index: 1 });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows the server's error when the last photo cannot be deleted", async () => {
    renderWithApi(<SettingsPhotos photos={photos(1)} />, {
      "profile.deletePhoto": () => {
        throw new Error("At least one photo is required");
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete Photo" }));
    const region = await toasts();
    expect(await region.findByText("Error")).toBeInTheDocument();
    expect(region.getByText("At least one photo is required")).toBeInTheDocument();
  });
});
