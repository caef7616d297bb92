"use client";

import { ImagePlus, Loader2, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { PHOTOS_MAX, PROFILE_PHOTO_MAX_BYTES } from "@unveil/validators/limits";
import { Badge } from "~/components/ui/badge";
import { toast } from "~/hooks/use-toast";
import { isImageFile, readImageAsDataUrl } from "~/lib/image-file";
import { PROFILE_SETUP_TEXTS as T } from "./texts";

interface ProfilePhotoPickerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** Spec §2 photo grid: first photo badged 'Main', add tile gone at 6, one image file per pick, ≤ 5 MB. */
export function ProfilePhotoPicker({ photos, onChange, describedBy, invalid }: ProfilePhotoPickerProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);

  async function addPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (photos.length >= PHOTOS_MAX) {
      toast({ title: T.maxPhotosTitle, description: T.maxPhotosBody, variant: "destructive" });
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      toast({ title: T.tooLargeTitle, description: T.tooLargeBody, variant: "destructive" });
      return;
    }
    if (!isImageFile(file)) {
      toast({ title: T.unreadableTitle, description: T.unreadableBody, variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const dataUrl = await readImageAsDataUrl(file);
      const next = [...photos, dataUrl];
      onChange(next);
      toast({ title: T.photoAddedTitle, description: T.photoAddedBody(next.length) });
    } catch {
      toast({ title: T.unreadableTitle, description: T.unreadableBody, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <ul className="grid grid-cols-3 gap-2" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      {photos.map((photo, index) => (
        <li key={`${index}-${photo.slice(-24)}`} className="relative aspect-[3/4] overflow-hidden rounded-xl bg-gray-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- local data URL preview */}
          <img src={photo} alt={`Photo ${index + 1}`} className="size-full object-cover" />
          {index === 0 ? (
            <Badge variant="brand" className="absolute left-1.5 top-1.5">
              {T.main}
            </Badge>
          ) : null}
          <button
            type="button"
            onClick={() => onChange(photos.filter((_, i) => i !== index))}
            className="absolute right-1.5 top-1.5 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            aria-label={T.removePhoto(index + 1)}
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
      {photos.length < PHOTOS_MAX ? (
        <li className="aspect-[3/4]">
          <label
            htmlFor={inputId}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-brand-500/50 bg-brand-50 text-sm font-semibold text-brand-700 hover:bg-brand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            {uploading ? <Loader2 className="size-6 animate-spin" aria-hidden /> : <ImagePlus className="size-6" aria-hidden />}
            <span>{uploading ? T.uploading : T.addPhoto}</span>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => void addPhoto(event)}
              disabled={uploading}
            />
          </label>
        </li>
      ) : null}
    </ul>
  );
}
