import { expect } from "vitest";
import type { HttpClient } from "./http-client";

const UPLOAD_URL = /^\/api\/objects\/upload\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A stored object's URL; the first group is its id. */
export const OBJECT_URL = /^\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** POST /api/objects/upload (expects 200): the same-origin upload URL and its id. */
export async function newUploadUrl(client: HttpClient): Promise<{ uploadURL: string; uploadId: string }> {
  const result = await client.post("/api/objects/upload");
  expect(result.status).toBe(200);
  const { uploadURL } = result.json as { uploadURL: string };
  const uploadId = UPLOAD_URL.exec(uploadURL)?.[1];
  if (!uploadId) throw new Error(`unexpected upload URL ${uploadURL}`);
  return { uploadURL, uploadId };
}

/** PUTs raw bytes to an upload URL with a declared content type. */
export const put = (client: HttpClient, url: string, bytes: Uint8Array, contentType = "image/png") =>
  client.request("PUT", url, { rawBody: bytes, headers: { "content-type": contentType } });
