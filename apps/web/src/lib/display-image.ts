import { DISPLAY_WIDTHS } from "@unveil/validators/limits";

const OBJECT_PATH = "/objects/";

/**
 * An `<img>`'s `src`, `srcSet` and `sizes` for a stored image: the server also serves it at
 * each display width (`/objects/<id>?w=`, docs/product-rules.md#uploads-and-images), so the browser loads
 * the one that `sizes` (the image's width on this screen, CSS px) needs at this screen's
 * density, not the stored image. Any other URL (a preview's data: or blob: URL) is left as it is.
 */
export function displayImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!url.startsWith(OBJECT_PATH) || url.includes("?")) return { src: url };
  return { src: url, srcSet: DISPLAY_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(", "), sizes };
}

/** The widths (CSS px) images take on the phone-first screens (`max-w-md`, 448 px, on wider ones). */
export const IMAGE_SIZES = {
  /** A chat image fills its bubble: at most 80 % of the list. */
  chat: "(min-width: 448px) 358px, 80vw",
  /** The profile's first photo, the screen's full width. */
  fullWidth: "(min-width: 448px) 448px, 100vw",
  /** A third of the screen (the profile's other photos, the settings grid on a wide screen). */
  third: "(min-width: 448px) 144px, 33vw",
  /** Half of the frame (the settings grid; on a wide screen its three columns take less). */
  half: "(min-width: 448px) 208px, 50vw",
} as const;
