import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";

/**
 * How long a send waits for the classifier's verdict before answering (docs/product-rules.md#chat-images-safe-by-default).
 * A warm model judges a chat image in well under this; a verdict that comes later
 * (cold model, busy worker) is written when it comes, and until then the message is
 * stored and delivered as sensitive: never unflagged because the classifier was slow.
 * docs/decisions/0017-data-control.md.
 */
export const SEND_VERDICT_WAIT_MS = 2_000;

/** The verdict while none has come: sensitive. */
export const PENDING_VERDICT = true;

/**
 * Starts judging a stored chat image: resolves true for explicit (or unjudgeable)
 * images. Never rejects. The stored bytes are only read, never altered.
 */
export function judgeStoredImage(deps: AppDeps, objectId: string): Promise<boolean> {
  return (async () => {
    const stored = await deps.storage.get(objectId);
    if (!stored) return PENDING_VERDICT;
    return (await deps.imageClassifier.classify(new Uint8Array(stored.bytes))).sensitive;
  })().catch((error: unknown) => {
    console.error("[image-safety] could not judge a chat image", error);
    return PENDING_VERDICT;
  });
}

/** The verdict if it comes within `waitMs`, else undefined (the judging goes on). */
export async function verdictWithin(judging: Promise<boolean>, waitMs = SEND_VERDICT_WAIT_MS): Promise<boolean | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
    timer.unref();
  });
  return Promise.race([judging, late]).finally(() => clearTimeout(timer));
}

/** Writes a verdict that came after the send answered (the message was stored as sensitive). */
export function recordLateVerdict(deps: AppDeps, messageId: string, judging: Promise<boolean>): void {
  void judging
    .then(async (sensitive) => {
      if (sensitive === PENDING_VERDICT) return;
      await deps.db.update(schema.messages).set({ imageSensitive: sensitive }).where(eq(schema.messages.id, messageId));
    })
    .catch((error: unknown) => console.error("[image-safety] could not record a late verdict", error));
}
