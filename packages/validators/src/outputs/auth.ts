import { z } from "zod";
import { ProfileOutput } from "./profile";

/** docs/product-rules.md#shapes-and-redaction User: the signed-in user's own record (register, login, `auth.me`). */
export const UserOutput = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The address was confirmed by a code or link (docs/product-rules.md#confirming-the-email). */
  emailVerified: z.boolean(),
  /** The first photo's URL, or null. */
  profileImageUrl: z.string().nullable(),
  profile: ProfileOutput.nullable(),
  /** A moderator approved a photo verification (docs/product-rules.md#verification-and-date-plans). */
  verified: z.boolean(),
});
export type UserOutput = z.output<typeof UserOutput>;
