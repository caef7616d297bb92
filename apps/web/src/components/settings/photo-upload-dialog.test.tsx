import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "~/test/render";
import { PhotoUploadDialog } from "./photo-upload-dialog";

/** The browser's XMLHttpRequest at the network edge: the test decides progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, text: string) {
    act(() => {
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
}

function imageFile(name: string, bytes: number, type = "image/jpeg") {
  const file = new File([new Uint8Array(Math.min(bytes, 16))], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

const profileWithPhotos = (n: number) => ({
  userId: "u1",
  bio: "",
  lookingFor: "both",
  photos: Array.from({ length: n }, (_, i) => `/objects/p${i}`),
});

/** Owns the open state like the Photos tab does, so closing really closes. */
function OpenDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <PhotoUploadDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

async function toasts() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

async function lastXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("PhotoUploadDialog", () => {
  it("keeps 'Upload' disabled until an acceptable file is chosen; refuses files over 10 MB and non-images", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApi(<PhotoUploadDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Upload a Photo" });
    const upload = within(dialog).getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByLabelText("Choose a photo"), imageFile("huge.jpg", 10485761));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("This file is larger than 10 MB. Please choose a smaller image.");
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByLabelText("Choose a photo"), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Only image files can be uploaded. Please choose a photo.");
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByLabelText("Choose a photo"), imageFile("exactly-10mb.jpg", 10485760));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByText("exactly-10mb.jpg")).toBeInTheDocument();
    expect(upload).toBeEnabled();
  });

  it("uploads on 'Upload' only, with a real progress bar, then adds the photo and toasts 'Photo Added'", async () => {
    const onOpenChange = vi.fn();
    const { recorded } = renderWithApi(<OpenDialog onOpenChange={onOpenChange} />, {
      "profile.createUploadUrl": () => ({ uploadURL: "/api/objects/upload/0b7c6c1e-0000-4000-8000-000000000001" }),
      "profile.addPhoto": () => profileWithPhotos(3),
      "auth.me": () => null,
    });
    const file = imageFile("me.png", 2_000_000, "image/png");
    await userEvent.upload(screen.getByLabelText("Choose a photo"), file);
    expect(recorded.calls).toHaveLength(0); // manual start: choosing does not upload

    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = await lastXhr();
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe("/api/objects/upload/0b7c6c1e-0000-4000-8000-000000000001");
    expect(xhr.headers["content-type"]).toBe("image/png");
    expect(xhr.body).toBe(file);
    expect(screen.getByRole("button", { name: "Uploading..." })).toBeDisabled();

    xhr.progress(1_000_000, 2_000_000);
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("Uploading 50%")).toBeInTheDocument();

    xhr.respond(200, JSON.stringify({ url: "/objects/new-photo" }));
    const region = await toasts();
    expect(await region.findByText("Photo Added")).toBeInTheDocument();
    expect(region.getByText("3/6 photos")).toBeInTheDocument();
    expect(recorded.calls.find((call) => call.path === "profile.addPhoto")?.input).toEqual({ photoURL: "/objects/new-photo" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("adds the upload URL itself when the PUT answers no body (a storage bucket)", async () => {
    const bucketUrl = "https://bucket.example/unveil/incoming/0b7c6c1e-0000-4000-8000-000000000002?X-Amz-Signature=abc";
    const { recorded } = renderWithApi(<PhotoUploadDialog open onOpenChange={() => {}} />, {
      "profile.createUploadUrl": () => ({ uploadURL: bucketUrl }),
      "profile.addPhoto": () => profileWithPhotos(2),
      "auth.me": () => null,
    });
    await userEvent.upload(screen.getByLabelText("Choose a photo"), imageFile("me.jpg", 1000));
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = await lastXhr();
    expect(xhr.withCredentials).toBe(false);
    xhr.respond(200, "");
    await waitFor(() =>
      expect(recorded.calls.find((call) => call.path === "profile.addPhoto")?.input).toEqual({ photoURL: bucketUrl }),
    );
  });

  it("shows a failed upload's message in the dialog and lets the user try again", async () => {
    const { recorded } = renderWithApi(<PhotoUploadDialog open onOpenChange={() => {}} />, {
      "profile.createUploadUrl": () => ({ uploadURL: "/api/objects/upload/0b7c6c1e-0000-4000-8000-000000000003" }),
      "profile.addPhoto": () => profileWithPhotos(2),
    });
    await userEvent.upload(screen.getByLabelText("Choose a photo"), imageFile("me.jpg", 1000));
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = await lastXhr();
    xhr.respond(400, JSON.stringify({ message: "Unsupported image type", code: "BAD_REQUEST" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unsupported image type");
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
    expect(recorded.calls.filter((call) => call.path === "profile.addPhoto")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(recorded.calls.filter((call) => call.path === "profile.createUploadUrl")).toHaveLength(2);
  });

  it("shows the server's message when no upload URL can be had (e.g. rate limited)", async () => {
    renderWithApi(<PhotoUploadDialog open onOpenChange={() => {}} />, {
      "profile.createUploadUrl": () => {
        throw new Error("Too many uploads. Try again later.");
      },
    });
    await userEvent.upload(screen.getByLabelText("Choose a photo"), imageFile("me.jpg", 1000));
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many uploads. Try again later.");
  });

  it("cancels a running upload when the dialog is closed", async () => {
    const onOpenChange = vi.fn();
    renderWithApi(<OpenDialog onOpenChange={onOpenChange} />, {
      "profile.createUploadUrl": () => ({ uploadURL: "/api/objects/upload/0b7c6c1e-0000-4000-8000-000000000004" }),
    });
    await userEvent.upload(screen.getByLabelText("Choose a photo"), imageFile("me.jpg", 1000));
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = await lastXhr();
    const abort = vi.spyOn(xhr, "abort");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(abort).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
