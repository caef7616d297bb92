/** Longest edge sent from the browser; the server re-encodes again anyway. */
const MAX_EDGE_PX = 1600;

export class UnreadableImageError extends Error {}

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/**
 * Reads an image file as a JPEG data URL, scaled down to 1600 px on its long edge,
 * so six photos fit comfortably in one request (spec §3 keeps photos as data URLs).
 */
export async function readImageAsDataUrl(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError("Could not read the image file");
  }
  const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new UnreadableImageError("Could not read the image file");
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.86);
}
