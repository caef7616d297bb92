import { z } from "zod";
import { text } from "./common";
import { Email, NewPassword } from "./auth";

/** docs/product-rules.md#accounts: the one answer for a reset link that cannot be used. */
export const RESET_LINK_UNUSABLE_MESSAGE = "This link has expired or was already used";
/** docs/product-rules.md#accounts: the answer to a wrong current password in Settings. */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = "Current password is incorrect";

/** Far above a real token (22 base64url characters); keeps junk out of the hash. */
const TOKEN_MAX = 256;

/** A password as typed to prove it is you: no length rule beyond a hashing-cost cap (as at login). */
const CurrentPassword = text({ error: CURRENT_PASSWORD_INCORRECT_MESSAGE })
  .min(1, { error: "Password is required" })
  .max(1024, { error: CURRENT_PASSWORD_INCORRECT_MESSAGE });

export const PasswordResetRequestInput = z.object({ email: Email });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInput>;

export const PasswordResetConfirmInput = z.object({
  token: text({ error: RESET_LINK_UNUSABLE_MESSAGE })
    .min(1, { error: RESET_LINK_UNUSABLE_MESSAGE })
    .max(TOKEN_MAX, { error: RESET_LINK_UNUSABLE_MESSAGE }),
  password: NewPassword,
});
export type PasswordResetConfirmInput = z.input<typeof PasswordResetConfirmInput>;

export const ChangePasswordInput = z.object({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const ChangeEmailInput = z.object({ password: CurrentPassword, newEmail: Email });
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;
