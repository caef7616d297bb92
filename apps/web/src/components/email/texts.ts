/** Texts of confirming the email (docs/product-rules.md#confirming-the-email). */
export const CONFIRM_EMAIL_TEXTS = {
  heading: "Confirm your email",
  sentTo: "We sent a code to",
  body: "Enter it here, or open the link in that mail.",
  why: "It takes a moment and keeps your account safer.",
  codeLabel: "Code from the email",
  codePlaceholder: "ABCD2345",
  confirm: "Confirm",
  confirming: "Confirming…",
  sendNewCode: "Send a new code",
  sending: "Sending…",
  newCodeSent: (email: string) => `A new code is on its way to ${email}. The older one no longer works.`,
  enterCode: "Enter the code from the mail",
  confirmedToast: "Email confirmed",
  linkFailedToast: "Email not confirmed",
  linkOffline: "Check your connection and open the link again.",
} as const;
