/**
 * The mails Unveil sends (docs/product-rules.md#mail), one kind each. Callers pass only
 * what the mail shows: never message text, coordinates, or anything about another dater.
 */
export type MailMessage =
  | { kind: "confirm-email"; to: string; code: string; link: string }
  | { kind: "password-reset"; to: string; link: string }
  | { kind: "password-changed"; to: string }
  | { kind: "confirm-new-email"; to: string; code: string; link: string }
  | { kind: "email-changing"; to: string; newEmailHidden: string }
  /** `at`: the time of the sign-in as UTC text, e.g. `2026-11-25 21:40 UTC`. */
  | { kind: "new-sign-in"; to: string; device: string; at: string; link: string };

export type MailKind = MailMessage["kind"];

/** A mail as it is stored and sent: subject, a plain-text part and an HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
