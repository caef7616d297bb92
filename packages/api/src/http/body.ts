import type { IncomingMessage } from "node:http";

/** Contract §1: bodies over 12 MB are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export class BodyTooLargeError extends Error {}
export class MalformedJsonError extends Error {}

export function declaredBodyTooLarge(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > limit;
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError("Request body is too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** An empty body is `undefined`; anything else must be valid JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    throw new MalformedJsonError("Malformed JSON body");
  }
}
