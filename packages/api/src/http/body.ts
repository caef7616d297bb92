import type { IncomingMessage } from "node:http";
import { DomainError, badRequest } from "../errors";

/** docs/product-rules.md#transport-and-errors: bodies over 12 MB are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** A request body past MAX_BODY_BYTES; the connection is closed after the 413. */
export class BodyTooLargeError extends DomainError {
  constructor() {
    super("PAYLOAD_TOO_LARGE", "Request body is too large");
  }
}

export function declaredBodyTooLarge(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > limit;
}

async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** An empty body is `undefined`; anything else must be valid JSON (else 400 `Malformed JSON body`). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    throw badRequest("Malformed JSON body");
  }
}
