"use client";

import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX } from "@unveil/validators/limits";
import { ImagePlus, Loader2, SendHorizontal, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/hooks/use-toast";
import { isImageFile, readImageAsDataUrl } from "~/lib/image-file";
import { AreYouSure } from "./are-you-sure";
import { CHAT_TEXTS as T } from "./texts";

/** Spec §5: sendable with non-blank text or an image, and no send pending. */
export function canSend(text: string, image: string | null, pending: boolean): boolean {
  return !pending && (text.trim().length > 0 || image !== null);
}

interface ComposerProps {
  pending: boolean;
  disabled?: boolean;
  /**
   * Resolves true when the message was sent, so the composer clears; "may-hurt" when the
   * server asks "Are you sure?" (docs/product-rules.md#are-you-sure), answered by sending again with `confirmed`.
   */
  onSend: (message: { content: string; imageUrl: string | null; confirmed?: true }) => Promise<boolean | "may-hurt">;
  /** Called as the dater types (the chat throttles the typing events it sends). */
  onTyping?: () => void;
}

export function Composer({ pending, disabled = false, onSend, onTyping }: ComposerProps) {
  const fileId = useId();
  const [text, setText] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [unsure, setUnsure] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function attach(file: File | undefined) {
    if (!file) return;
    if (!isImageFile(file) || file.size >= CHAT_IMAGE_MAX_BYTES) {
      toast({ title: T.tooLargeTitle, description: T.tooLargeBody, variant: "destructive" });
      return;
    }
    setReading(true);
    try {
      setImage(await readImageAsDataUrl(file));
    } catch {
      toast({ title: "Upload failed", description: "Could not read the image file", variant: "destructive" });
    } finally {
      setReading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend(text, image, pending) || disabled) return;
    finish(await onSend({ content: text.trim(), imageUrl: image }));
  }

  function finish(outcome: boolean | "may-hurt") {
    setUnsure(outcome === "may-hurt");
    if (outcome === true) {
      setText("");
      setImage(null);
    }
  }

  async function sendAnyway() {
    finish(await onSend({ content: text.trim(), imageUrl: image, confirmed: true }));
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="border-t border-gray-200 bg-white px-3 py-2">
      {unsure ? (
        <AreYouSure
          pending={pending}
          onEdit={() => {
            setUnsure(false);
            inputRef.current?.focus();
          }}
          onSendAnyway={() => void sendAnyway()}
        />
      ) : null}
      {image ? (
        <div className="relative mb-2 inline-block">
          {/* eslint-disable-next-line @next/next/no-img-element -- local preview */}
          <img src={image} alt={T.imagePreview} className="h-24 rounded-xl object-cover" />
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={T.removeImage}
            className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-gray-900 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <label
          htmlFor={fileId}
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
        >
          {reading ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <ImagePlus className="size-5" aria-hidden />}
          <span className="sr-only">{T.attach}</span>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={disabled || reading}
            onChange={(event) => {
              void attach(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <FormField className="min-w-0 flex-1">
          {(attrs) => (
            <input
              {...attrs}
              ref={inputRef}
              aria-label={T.messageLabel}
              placeholder={T.placeholder}
              value={text}
              maxLength={MESSAGE_MAX}
              disabled={disabled}
              onChange={(event) => {
                setText(event.target.value);
                setUnsure(false);
                if (event.target.value.trim()) onTyping?.();
              }}
              className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 px-4 text-base placeholder:text-gray-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
            />
          )}
        </FormField>
        <Button type="submit" size="icon" aria-label={T.send} disabled={disabled || !canSend(text, image, pending)}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
