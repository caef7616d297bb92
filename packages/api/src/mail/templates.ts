/**
 * Every mail's words, in one place (docs/product-rules.md#mail). Subjects are exact; a
 * link or a code stands on a line of its own in the text part (mail-layout.ts).
 */
import { htmlLayout, textLayout, type MailBlock } from "./mail-layout";
import type { MailKind, MailMessage, RenderedMail } from "./mail-message";

type MailOf<Kind extends MailKind> = Extract<MailMessage, { kind: Kind }>;

/** One kind's words: its exact subject, the heading, the line mail clients show beside the subject, and the body. */
interface Template<Mail extends MailMessage> {
  subject: string;
  heading: string;
  // Methods, so one kind's template reads as a template of any kind (renderMail picks it by mail.kind).
  preview(mail: Mail): string;
  blocks(mail: Mail): MailBlock[];
}

const NOT_YOU_RESET = "If this wasn't you, choose Forgot password? on Unveil's sign-in page to take your account back.";

/** A mail that confirms an address: the intro, the code, a button with the same link, the fine print. */
function confirmation(words: { subject: string; heading: string; intro: string; button: string; finePrint: string }) {
  return {
    subject: words.subject,
    heading: words.heading,
    preview: (mail: { code: string }) => `Your code is ${mail.code}`,
    blocks: (mail: { code: string; link: string }): MailBlock[] => [
      { type: "paragraph", text: words.intro },
      { type: "code", code: mail.code },
      { type: "button", label: words.button, href: mail.link },
      { type: "fine-print", text: words.finePrint },
    ],
  };
}

const TEMPLATES: { [Kind in MailKind]: Template<MailOf<Kind>> } = {
  "confirm-email": confirmation({
    subject: "Confirm your email for Unveil",
    heading: "Confirm your email",
    intro: "Welcome to Unveil! Enter this code in the app to confirm your email:",
    button: "Confirm my email",
    finePrint: "The code and the link work for 24 hours. If you didn't sign up for Unveil, ignore this mail.",
  }),
  "confirm-new-email": confirmation({
    subject: "Confirm your new email for Unveil",
    heading: "Confirm your new email",
    intro: "Enter this code in Unveil to move your account to this address:",
    button: "Confirm my new email",
    finePrint:
      "Until then you sign in with your old address. The code and the link work for 24 hours. If you didn't ask for this, ignore this mail.",
  }),
  "password-reset": {
    subject: "Reset your Unveil password",
    heading: "Reset your password",
    preview: () => "Choose a new password for Unveil",
    blocks: (mail) => [
      { type: "paragraph", text: "Someone asked to reset the password of your Unveil account. Choose a new one here:" },
      { type: "button", label: "Choose a new password", href: mail.link },
      {
        type: "fine-print",
        text: "The link works once, for 30 minutes. If you didn't ask for it, ignore this mail: your password stays as it is.",
      },
    ],
  },
  "password-changed": {
    subject: "Your Unveil password was changed",
    heading: "Your password was changed",
    preview: () => "The password of your Unveil account was just changed",
    blocks: () => [
      {
        type: "paragraph",
        text: "The password of your Unveil account was just changed, and your other devices were signed out.",
      },
      { type: "fine-print", text: NOT_YOU_RESET },
    ],
  },
  "email-changing": {
    subject: "Your Unveil email is being changed",
    heading: "Your email is being changed",
    preview: () => "Someone asked to move your Unveil account to another address",
    blocks: (mail) => [
      { type: "paragraph", text: "Your Unveil account is being moved to a new address:" },
      { type: "code", code: mail.newEmailHidden },
      {
        type: "paragraph",
        text: "It moves only once the new address is confirmed; until then you keep signing in with this one.",
      },
      { type: "fine-print", text: `If this wasn't you, change your password now. ${NOT_YOU_RESET}` },
    ],
  },
  "new-sign-in": {
    subject: "New sign-in to your Unveil account",
    heading: "New sign-in to your account",
    preview: (mail) => `${mail.device}, ${mail.at}`,
    blocks: (mail) => [
      { type: "paragraph", text: `Your Unveil account was just signed in to from ${mail.device}, at ${mail.at}.` },
      {
        type: "paragraph",
        text: "If this was you, there is nothing to do. If not, sign that device out and change your password:",
      },
      { type: "button", label: "Review your devices", href: mail.link },
    ],
  },
};

/** The subject, text part and HTML part of a mail. */
export function renderMail(mail: MailMessage): RenderedMail {
  const template: Template<MailMessage> = TEMPLATES[mail.kind];
  const blocks = template.blocks(mail);
  return {
    subject: template.subject,
    text: textLayout(template.heading, blocks),
    html: htmlLayout(template.heading, template.preview(mail), blocks),
  };
}
