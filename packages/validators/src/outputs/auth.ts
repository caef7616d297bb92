import { z } from "zod";
import { ProfileOutput } from "./profile";

/** Contract §2 User: the signed-in user's own record (register, login, `auth.me`). */
export const UserOutput = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The first photo's URL, or null. */
  profileImageUrl: z.string().nullable(),
  profile: ProfileOutput.nullable(),
});
export type UserOutput = z.output<typeof UserOutput>;
