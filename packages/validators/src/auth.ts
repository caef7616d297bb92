import { z } from "zod";
import { text } from "./common";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./limits";

/** Emails are compared trimmed and lower-cased everywhere (docs/product-rules.md#accounts). */
export const Email = text({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "Email is required" })
  .max(EMAIL_MAX, { error: "Email is too long" })
  .pipe(z.email({ error: "Enter a valid email address" }));

export const NewPassword = text({ error: "Password is required" })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** Optional names: blank means "left out" (spec §5). */
const OptionalName = text()
  .trim()
  .max(NAME_MAX, { error: `Names must be at most ${NAME_MAX} characters` })
  .optional()
  .transform((name) => (name ? name : undefined));

export const RegisterInput = z.object({
  email: Email,
  password: NewPassword,
  firstName: OptionalName,
  lastName: OptionalName,
});
export type RegisterInput = z.input<typeof RegisterInput>;

export const LoginInput = z.object({
  email: Email,
  // No length rule beyond a hashing-cost cap: an old password must still be accepted.
  password: text({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(1024, { error: "Invalid email or password" }),
});
export type LoginInput = z.input<typeof LoginInput>;
