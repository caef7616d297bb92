import { z } from "zod";

/** docs/product-rules.md#trust-levels-and-new-chats: photo verified, else email confirmed, else new. */
export const TRUST_LEVELS = ["new", "confirmed", "verified"] as const;
export const TrustLevel = z.enum(TRUST_LEVELS);
export type TrustLevel = z.infer<typeof TrustLevel>;
