import { ObjectQuery } from "@unveil/validators";
import { UploadedObjectOutput } from "@unveil/validators/outputs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSession } from "../auth/session";
import type { AppDeps } from "../deps";
import { invalidInput, notFound, notSignedIn } from "../errors";
import { imageTooLarge } from "../services/images";
import { readVisibleObject } from "../services/object-access";
import { OBJECT_URL_PREFIX } from "../services/object-urls";
import { receiveUpload } from "../services/upload-confirmation";
import { MAX_BODY_BYTES } from "./body";
import { sendError, sendJson } from "./respond";
import { EVERY_ANSWER_HEADERS } from "./security-headers";

/**
 * The two raw (non-JSON) paths of the image flow, as transport only: the rules are in
 * services/upload-confirmation.ts and services/object-access.ts.
 */
export const OBJECTS_PREFIX = OBJECT_URL_PREFIX;

/**
 * Raw bytes up to `maxBytes`. A declared larger body is refused before reading (Node
 * discards it after the answer); an undeclared one is drained to the 12 MB cap, so the
 * client reads a 413 instead of a reset connection.
 */
async function readUploadBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) throw imageTooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw imageTooLarge(maxBytes);
    if (size <= maxBytes) chunks.push(buffer);
  }
  if (size > maxBytes) throw imageTooLarge(maxBytes);
  return Buffer.concat(chunks);
}

/** PUT /api/objects/upload/<id>: any content type; 200 `{url}`. Errors are thrown to the handler's mapping. */
export async function receiveUploadPut(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
): Promise<void> {
  const resolved = await resolveSession(deps, req.headers.cookie);
  if (resolved.cookie) res.appendHeader("set-cookie", resolved.cookie);
  if (!resolved.user) throw notSignedIn();
  const result = await receiveUpload(deps, resolved.user.id, {
    uploadId,
    readBytes: (maxBytes) => readUploadBody(req, maxBytes),
  });
  // Checked like a procedure's output (the schema an API description documents).
  sendJson(res, 200, UploadedObjectOutput.parse(result));
}

/** `?w=`, read by the shared schema: a bad width is a 400 whatever the id (it says nothing of the object). */
function displayWidthOf(query: URLSearchParams) {
  const parsed = ObjectQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data.w;
}

/**
 * GET /objects/<id>[?w=<width>] (docs/product-rules.md#uploads-and-images): the bytes for a caller allowed to see
 * them, or their display rendition; 404 for anyone else, signed out included. Cached
 * privately and for good: an id is never reused, nor is a rendition's width.
 */
export async function serveStoredObject(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  objectId: string,
  query: URLSearchParams,
) {
  try {
    const width = displayWidthOf(query);
    const { user } = await resolveSession(deps, req.headers.cookie);
    const viewer = user ? { id: user.id, email: user.email } : null;
    const object = await readVisibleObject(deps, viewer, { objectId, width });
    if (!object) throw notFound();
    res.writeHead(200, {
      "content-type": object.contentType,
      "content-length": object.bytes.length,
      "cache-control": "private, max-age=31536000, immutable",
      ...EVERY_ANSWER_HEADERS,
      "cross-origin-resource-policy": "same-site",
    });
    res.end(req.method === "HEAD" ? undefined : object.bytes);
  } catch (error) {
    sendError(res, error, "[api] could not serve a stored object");
  }
}
