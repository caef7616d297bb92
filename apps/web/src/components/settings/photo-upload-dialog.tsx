"use client";

import { ImagePlus, Loader2, Upload } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Progress } from "~/components/ui/progress";
import { errorMessage, toast } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";
import { uploadFileProblem, uploadPhotoFile } from "./upload-photo-file";

const T = SETTINGS_TEXTS.upload;

type Phase = "idle" | "uploading" | "saving";

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Spec §5 upload dialog: one image of at most 10 MB, started by hand with 'Upload'.
 * The flow is docs/product-rules.md#uploads-and-images's: an upload URL, a PUT of the bytes (with real progress),
 * then addPhoto with the URL the PUT answered. Problems stay in the dialog so the
 * user can fix them and try again.
 */
export function PhotoUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const utils = api.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const previewRef = useRef<string | null>(null);

  const createUploadUrl = api.profile.createUploadUrl.useMutation();
  const addPhoto = api.profile.addPhoto.useMutation();
  const busy = phase !== "idle";

  // Free the preview's memory when the dialog's owner goes away.
  useEffect(() => () => revokePreview(previewRef.current), []);

  function showPreview(next: File | null) {
    revokePreview(previewRef.current);
    const url = next && typeof URL.createObjectURL === "function" ? URL.createObjectURL(next) : null;
    previewRef.current = url;
    setPreviewUrl(url);
  }

  function choose(files: readonly File[]) {
    if (busy || files.length === 0) return;
    const refusal = uploadFileProblem(files);
    setProblem(refusal);
    const accepted = refusal ? null : (files[0] ?? null);
    setFile(accepted);
    showPreview(accepted);
    setProgress(0);
  }

  function reset() {
    abortRef.current?.abort();
    abortRef.current = null;
    setFile(null);
    showPreview(null);
    setPhase("idle");
    setProgress(0);
    setProblem(null);
    setDragging(false);
  }

  function changeOpen(next: boolean) {
    // Once the photo is being attached it will land on the profile; let that finish.
    if (!next && phase === "saving") return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function start() {
    if (!file || busy) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProblem(null);
    setProgress(0);
    setPhase("uploading");
    try {
      const { uploadURL } = await createUploadUrl.mutateAsync();
      const photoURL = await uploadPhotoFile(uploadURL, file, { onProgress: setProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      setPhase("saving");
      const saved = await addPhoto.mutateAsync({ photoURL });
      utils.profile.get.setData(undefined, saved);
      void utils.auth.me.invalidate();
      toast({ title: SETTINGS_TEXTS.photos.addedTitle, description: SETTINGS_TEXTS.photos.addedBody(saved.photos.length) });
      reset();
      onOpenChange(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      // Each upload URL is single use: a retry starts over from a new one.
      setProblem(errorMessage(error));
      setPhase("idle");
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    choose(Array.from(event.target.files ?? []));
    event.target.value = "";
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  }

  const percent = Math.round(progress * 100);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>

        <FormField error={problem ?? undefined} messageClassName="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800" className="">
          {(attrs) => (
            <>
              <input
                {...attrs}
                type="file"
                accept="image/*"
                className="peer sr-only"
                aria-label={T.choose}
                onChange={onInputChange}
                disabled={busy}
              />

              {file ? (
                <div className="flex items-center gap-3 rounded-2xl border border-gray-200 p-3 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
                  {previewUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview
                    <img src={previewUrl} alt={T.selectedAlt} className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover" />
                  ) : (
                    <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <ImagePlus className="size-8" aria-hidden />
                    </span>
                  )}
                  <div className="min-w-0 space-y-1">
                    <p className="truncate text-sm font-semibold text-gray-900">{file.name}</p>
                    <p className="text-sm text-gray-600">{formatBytes(file.size)}</p>
                    {!busy ? (
                      <label
                        htmlFor={attrs.id}
                        className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {T.change}
                      </label>
                    ) : null}
                  </div>
                </div>
              ) : (
                <label
                  htmlFor={attrs.id}
                  onDragOver={(event) => {
                    event.preventDefault();
                    setDragging(true);
                  }}
                  onDragLeave={() => setDragging(false)}
                  onDrop={onDrop}
                  className={cn(
                    "flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-500/50 bg-brand-50 px-4 text-center text-brand-700 hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
                    dragging && "border-brand-600 bg-brand-100",
                  )}
                >
                  <ImagePlus className="size-8" aria-hidden />
                  <span className="font-semibold">{T.choose}</span>
                  <span className="text-sm text-gray-700">{T.chooseHint}</span>
                </label>
              )}

              {busy ? (
                <div className="mt-4 space-y-2" role="status">
                  <Progress value={phase === "saving" ? 100 : percent} label={T.progressLabel} />
                  <p className="text-sm font-medium text-gray-700">{phase === "saving" ? T.saving : T.progress(percent)}</p>
                </div>
              ) : null}
            </>
          )}
        </FormField>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={phase === "saving"}>
            {T.cancel}
          </Button>
          <Button onClick={() => void start()} disabled={!file || busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
            {busy ? T.uploading : T.upload}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function revokePreview(url: string | null) {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
}
