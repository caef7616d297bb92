"use client";

import { PHOTOS_MAX } from "@unveil/validators/limits";
import { ImagePlus, Loader2, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { toast, toastError } from "~/hooks/use-toast";
import { displayImage, IMAGE_SIZES } from "~/lib/display-image";
import { lazyModule, preload, useLazyModule } from "~/lib/lazy-module";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.photos;

const uploadDialog = lazyModule(() => import("./photo-upload-dialog"));

/** The upload dialog, loaded when 'Add Photo' is first pressed (or hovered, or focused). */
function PhotoUploadDialogOnDemand({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const loaded = useLazyModule(uploadDialog, open);
  return loaded ? <loaded.PhotoUploadDialog open={open} onOpenChange={onOpenChange} /> : null;
}

/** Settings → Photos tab (spec §2, §5): the photos, their actions, the add tile and the upload dialog. */
export function SettingsPhotos({ photos }: { photos: readonly string[] }) {
  const utils = api.useUtils();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);

  const setPrimary = api.profile.setPrimaryPhoto.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      void utils.auth.me.invalidate();
      toast({ title: T.primaryTitle, description: T.primaryBody });
    },
    onError: (error) => toastError(error),
  });

  const deletePhoto = api.profile.deletePhoto.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      void utils.auth.me.invalidate();
      toast({ title: T.deletedTitle, description: T.deletedBody });
    },
    // The last photo cannot go: the server says why (docs/product-rules.md#profile-and-photos), in the 'Error' toast.
    onError: (error) => toastError(error),
    onSettled: () => setDeleteIndex(null),
  });

  const busy = setPrimary.isPending || deletePhoto.isPending;

  return (
    <section aria-labelledby="settings-photos-heading" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="settings-photos-heading" className="text-lg font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm font-medium text-gray-700">{T.counter(photos.length)}</p>
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const n = index + 1;
          const settingThis = setPrimary.isPending && setPrimary.variables?.photoIndex === index;
          return (
            <li key={photo} className="group relative">
              <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-gray-100">
                {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-guarded /objects URLs */}
                <img
                  {...displayImage(photo, IMAGE_SIZES.half)}
                  alt={T.photoAlt(n)}
                  loading={index < 4 ? undefined : "lazy"}
                  className="size-full object-cover"
                />
                {index === 0 ? (
                  <Badge variant="brand" className="absolute left-2 top-2 shadow">
                    <Star className="size-3" aria-hidden fill="currentColor" />
                    {T.primary}
                  </Badge>
                ) : null}
              </div>
              <PhotoActions
                index={index}
                n={n}
                disabled={busy}
                settingPrimary={settingThis}
                onSetPrimary={() => setPrimary.mutate({ photoIndex: index })}
                onDelete={() => setDeleteIndex(index)}
              />
            </li>
          );
        })}
        {photos.length < PHOTOS_MAX ? (
          <li>
            <button
              type="button"
              onClick={() => setUploadOpen(true)}
              onPointerEnter={() => preload(uploadDialog)}
              onFocus={() => preload(uploadDialog)}
              className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-brand-500/50 bg-brand-50 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <ImagePlus className="size-7" aria-hidden />
              {T.addPhoto}
            </button>
          </li>
        ) : null}
      </ul>

      <p className="text-sm text-gray-600">{T.hint}</p>

      <PhotoUploadDialogOnDemand open={uploadOpen} onOpenChange={setUploadOpen} />

      <ConfirmDialog
        open={deleteIndex !== null}
        onOpenChange={(open) => {
          if (!open && !deletePhoto.isPending) setDeleteIndex(null);
        }}
        title={T.confirmDeleteTitle}
        description={T.confirmDeleteBody}
        confirmLabel={deletePhoto.isPending ? T.deleting : T.confirmDelete}
        pending={deletePhoto.isPending}
        onConfirm={() => {
          if (deleteIndex !== null) deletePhoto.mutate({ index: deleteIndex });
        }}
      />
    </section>
  );
}

interface PhotoActionsProps {
  index: number;
  n: number;
  disabled: boolean;
  settingPrimary: boolean;
  onSetPrimary: () => void;
  onDelete: () => void;
}

/**
 * 'Set Primary' (never on the first photo, spec §5) and delete, for one photo. Phones
 * have no hover, so there the buttons sit in a row under the photo; from `sm` up they
 * float over the photo (delete at the top right, 'Set Primary' at the foot) and, where
 * the pointer can hover, show on hover or on keyboard focus (`group-focus-within`).
 */
function PhotoActions({ index, n, disabled, settingPrimary, onSetPrimary, onDelete }: PhotoActionsProps) {
  return (
    <div className="mt-2 flex items-center justify-end gap-1.5 sm:absolute sm:inset-0 sm:mt-0 sm:flex-col sm:items-stretch sm:justify-between sm:rounded-xl sm:bg-gradient-to-t sm:from-black/60 sm:via-transparent sm:to-transparent sm:p-2 sm:transition-opacity sm:[@media(hover:hover)]:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
      {index > 0 ? (
        <button
          type="button"
          onClick={onSetPrimary}
          disabled={disabled}
          aria-label={T.setPrimaryLabel(n)}
          className="inline-flex h-9 flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-full border border-gray-300 bg-white px-2 text-xs font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 sm:h-8 sm:flex-none sm:border-transparent sm:bg-white/95 sm:hover:bg-white sm:focus-visible:ring-white"
        >
          {settingPrimary ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : <Star className="size-3.5" aria-hidden />}
          <span aria-hidden>{T.setPrimary}</span>
        </button>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={T.deleteLabel(n)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 sm:order-first sm:size-8 sm:self-end sm:border-transparent sm:bg-red-600 sm:text-white sm:shadow sm:hover:bg-red-700 sm:focus-visible:ring-white"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}
