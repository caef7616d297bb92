import { z } from "zod";

/** A session's public id (a hash of its secret, never the secret itself): docs/product-rules.md#the-daters-data. */
export const SessionIdInput = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Invalid id" }),
});
export type SessionIdInput = z.input<typeof SessionIdInput>;
