import { z } from "zod";

/** docs/product-rules.md#confirming-the-email: the address now confirmed (the new one, after a change of email). */
export const EmailVerifiedOutput = z.object({ email: z.string(), emailVerified: z.literal(true) });
export type EmailVerifiedOutput = z.output<typeof EmailVerifiedOutput>;

/** 202 `{}`: a new code is on its way. */
export const EmailResendOutput = z.object({});
