import { z } from "zod";
import { text } from "./common";

/** docs/product-rules.md#confirming-the-email: the one answer for a code or link that does not confirm anything. */
export const EMAIL_CONFIRMATION_INVALID_MESSAGE = "This code or link is invalid or has expired";
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = "Your email is already confirmed";

/** The code of a confirmation mail: 8 characters without look-alikes (no I, O, 0, 1). */
export const EMAIL_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const EMAIL_CODE_LENGTH = 8;

/** Far above a real token (43 characters) or code: only keeps junk out. */
const TOKEN_MAX = 200;
const CODE_INPUT_MAX = 64;

const invalid = { error: EMAIL_CONFIRMATION_INVALID_MESSAGE };

/** A code as typed: case and spaces (and dashes) ignored. */
export const EmailCode = text(invalid)
  .max(CODE_INPUT_MAX, invalid)
  .transform((code) => code.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().min(1, { error: "Enter the code from the mail" }));

/** `POST /api/email/verify`: the link's token (signed in or out) or the code (signed in). */
export const VerifyEmailInput = z
  .object({
    token: text(invalid).trim().min(1, invalid).max(TOKEN_MAX, invalid).optional(),
    code: EmailCode.optional(),
  })
  .refine((input) => (input.token === undefined) !== (input.code === undefined), {
    error: "Enter the code from the mail",
  });
export type VerifyEmailInput = z.input<typeof VerifyEmailInput>;
