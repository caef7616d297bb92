"use client";

import { Camera, ImageUp } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Button } from "~/components/ui/button";
import { VERIFY_TEXTS as T } from "./texts";

/** Longest edge of a selfie taken from the camera: enough for a moderator, small to send. */
const SELFIE_EDGE_PX = 1280;

/**
 * The selfie (docs/product-rules.md#verification-and-date-plans): the front camera through getUserMedia
 * (the page's Permissions-Policy allows `camera=(self)` here only), or, where there is no
 * camera or the dater declines it, a file input that opens the front camera on phones
 * (`capture="user"`). Answers a data URL.
 */
export function SelfieCamera({ onSelfie }: { onSelfie: (dataUrl: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // Shown only after the pose arrives (client side), so the browser's abilities are known at once.
  const [failed, setFailed] = useState(() => typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    let active: MediaStream | null = null;
    let cancelled = false;
    if (failed) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user" }, audio: false })
      .then((opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        active = opened;
        setStream(opened);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      active?.getTracks().forEach((track) => track.stop());
    };
    // Opened once; a failure only ever switches to the file input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
  }, [stream]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const scale = Math.min(1, SELFIE_EDGE_PX / Math.max(element.videoWidth, element.videoHeight));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(element.videoWidth * scale);
    canvas.height = Math.round(element.videoHeight * scale);
    canvas.getContext("2d")?.drawImage(element, 0, 0, canvas.width, canvas.height);
    onSelfie(canvas.toDataURL("image/jpeg", 0.9));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") onSelfie(reader.result);
    };
    reader.readAsDataURL(file);
  };

  const fileInput = (
    <label className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-brand-50">
      <ImageUp className="size-4" aria-hidden />
      {failed ? T.chooseSelfie : T.usePhoto}
      <input type="file" accept="image/*" capture="user" className="sr-only" onChange={choose} />
    </label>
  );

  if (failed) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-gray-700">{T.cameraUnavailable}</p>
        {fileInput}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <video
        ref={video}
        playsInline
        muted
        aria-label={T.preview}
        className="aspect-[3/4] w-full -scale-x-100 rounded-2xl bg-gray-900 object-cover"
      />
      <Button type="button" size="lg" className="w-full" onClick={capture} disabled={!stream}>
        <Camera aria-hidden /> {T.takeSelfie}
      </Button>
      {fileInput}
    </div>
  );
}
