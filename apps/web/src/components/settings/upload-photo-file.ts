import { UPLOAD_PHOTO_MAX_BYTES } from "@unveil/validators/limits";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.upload;

/** Spec §5 upload dialog: one file, images only, at most 10485760 bytes. Null when the file is acceptable. */
export function uploadFileProblem(files: readonly File[]): string | null {
  if (files.length !== 1) return T.oneFile;
  const [file] = files;
  if (!file) return T.oneFile;
  if (!file.type.startsWith("image/")) return T.notImage;
  if (file.size > UPLOAD_PHOTO_MAX_BYTES) return T.tooLarge;
  return null;
}

export class UploadFailedError extends Error {}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Spec §8 wording of a failed call: the server's message, else "status: body or status text". */
function failureMessage(xhr: XMLHttpRequest): string {
  const text = xhr.responseText;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return `${xhr.status}: ${text || xhr.statusText}`;
}

/**
 * PUTs the raw bytes to the upload URL (docs/product-rules.md#uploads-and-images) with XMLHttpRequest, because
 * fetch reports no upload progress. Resolves with the photo URL to add: the `{url}`
 * our own upload endpoint answers, else the upload URL itself (a storage bucket's
 * presigned PUT answers no body; the server accepts that URL as the photo).
 */
export function uploadPhotoFile(
  uploadURL: string,
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadURL);
    // Our own endpoint is same-origin (cookies go along anyway); a bucket must not get them.
    xhr.withCredentials = sameOrigin(uploadURL);
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadFailedError(failureMessage(xhr)));
        return;
      }
      onProgress(1);
      try {
        const body = xhr.responseText ? (JSON.parse(xhr.responseText) as { url?: unknown }) : {};
        resolve(typeof body.url === "string" && body.url ? body.url : uploadURL);
      } catch {
        resolve(uploadURL);
      }
    };
    xhr.onerror = () => reject(new UploadFailedError(T.networkFailed));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("Upload cancelled", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(file);
  });
}
