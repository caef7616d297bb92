"use client";

import { EyeOff } from "lucide-react";
import { useState } from "react";
import { useAfterStartUp } from "~/hooks/use-after-start-up";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";
import { displayImage, IMAGE_SIZES } from "~/lib/display-image";
import { CHAT_TEXTS as T } from "./texts";

/** The viewer's own record of the images they chose to see (kept in this browser only). */
const viewedKey = (viewerId: string, messageId: string) => `unveil:image-viewed:${viewerId}:${messageId}`;

function wasViewed(viewerId: string, messageId: string): boolean {
  try {
    return window.localStorage.getItem(viewedKey(viewerId, messageId)) === "1";
  } catch {
    return false;
  }
}

function rememberViewed(viewerId: string, messageId: string): void {
  try {
    window.localStorage.setItem(viewedKey(viewerId, messageId), "1");
  } catch {
    // Private mode: it stays shown for this visit only.
  }
}

/** The image fills its frame, cropped rather than stretched. */
const IMAGE_FILL = "size-full object-cover";

/**
 * A chat image, safe by default (docs/product-rules.md#chat-images-safe-by-default): `hidden` ones show blurred with
 * 'Tap to view' (and 'This image may contain nudity' when the classifier flagged
 * it); once tapped it stays shown for this viewer. Only the display is blurred: the
 * stored image is never altered.
 *
 * Shown or blurred, it fills a frame of a fixed shape (4:3, cropped to fit): the frame's size is
 * known before the image's bytes arrive, so an image that loads never pushes the messages
 * around it (issue 30, decision 0048). `frameClassName` sets the frame's width. In the chat's
 * server HTML, 'Tap to view' waits for hydration (a press before would be lost).
 */
export function ChatImage(props: {
  messageId: string;
  src: string;
  alt: string;
  viewerId: string;
  hidden: boolean;
  sensitive: boolean;
  /** Among the newest messages the chat opens on: loaded first; older ones wait until scrolled near. */
  firstScreen: boolean;
  frameClassName: string;
}) {
  const { messageId, src, alt, viewerId, hidden, sensitive, firstScreen, frameClassName } = props;
  const loading = firstScreen ? ({ fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
  // The server cannot know it, so the HTML shows the image blurred; this browser's storage is read once the page is idle, not in the hydration's task.
  const storageReadable = useAfterStartUp();
  const viewedBefore = storageReadable && hidden && wasViewed(viewerId, messageId);
  const [viewedNow, setViewedNow] = useState(false);
  const hydrated = useHydrated();
  const blurred = hidden && !viewedBefore && !viewedNow;

  const frame = cn("relative aspect-[4/3] overflow-hidden", frameClassName);
  if (!blurred) {
    return (
      <div className={frame}>
        {/* In a <picture>, React writes no head preload (see the note on the blurred one). */}
        <picture className="contents">
          <img {...displayImage(src, IMAGE_SIZES.chat)} alt={alt} className={IMAGE_FILL} {...loading} />
        </picture>
      </div>
    );
  }
  return (
    <div className={frame} data-testid="blurred-image">
      {/* The same width as shown: 'Tap to view' then shows it at once, from the browser's cache. */}
      {/* In a <picture>, React writes no head preload for it: the preload chose its width for the real
          viewport, the <img> could choose for the 980 px one before the meta viewport applied, and the
          unused preload drew a console warning (bench/notes.md, 2026-11-29). */}
      <picture className="contents">
        <img
          {...displayImage(src, IMAGE_SIZES.chat)}
          alt={T.hiddenImage}
          aria-hidden
          className={cn(IMAGE_FILL, "scale-110 blur-2xl")}
          {...loading}
        />
      </picture>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => {
          rememberViewed(viewerId, messageId);
          setViewedNow(true);
        }}
        className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/40 p-3 text-center text-sm font-medium text-white"
      >
        <EyeOff className="size-6" aria-hidden />
        {sensitive ? <span>{T.mayContainNudity}</span> : null}
        <span className="rounded-full bg-white/90 px-3 py-1 text-gray-900">{sensitive ? T.viewAnyway : T.tapToView}</span>
      </button>
    </div>
  );
}
