/** Texts of the chat's safety prompts (docs/product-rules.md#safety-in-the-chat), quoted exactly. */
export const SAFETY_TEXTS = {
  tips: {
    link: "Be careful with links from people you haven't met.",
    offPlatform: "Scammers often ask to move the chat off Unveil. Stay here until you trust them.",
    money: "Never send money or gift cards to someone you haven't met in person.",
  },
  report: "Report",
  bothersTitle: "Does this bother you?",
  no: "No",
  hidden: "Hidden by your word filter",
  show: "Show",
  sureTitle: "Are you sure?",
  sureBody: "This message may be hurtful.",
  editMessage: "Edit message",
  sendAnyway: "Send anyway",
} as const;
