import { REPORT_DESCRIPTION_MAX } from "@unveil/validators/limits";

/** Texts of the Report screen (spec §2 Report, §5 Chat and report, §8). */
export const REPORT_TEXTS = {
  title: "Contact & Report",
  subtitle: "Tell us about a bug, a user or anything else that needs our attention.",
  formTitle: "Submit a Report",
  formIntro: "Our team reads every report. The more detail you give, the faster we can help.",
  reportType: "Report type",
  description: "Description",
  descriptionPlaceholder: {
    bug: "What happened? What did you expect to happen instead?",
    user: "What did this person do? Include anything that helps us understand.",
    other: "Tell us what's on your mind.",
  },
  descriptionCounter: (n: number) => `${n}/${REPORT_DESCRIPTION_MAX} characters`,
  aboutMatch: "This report is about your match.",
  aboutMatchHint: "Your recent messages with them are attached so our team can see what happened.",
  aboutMessageHint:
    "The message you reported is attached first, with your recent messages with them, so our team can see what happened.",
  submit: "Submit Report",
  submitting: "Submitting...",
  cancel: "Cancel",
  submittedTitle: "Report Submitted",
  submittedBody: "Thank you for your feedback. We'll review it shortly.",
  safetyTitle: "Your Safety Matters",
  safetyBody:
    "Every report is reviewed by our team. If you are in immediate danger or have an urgent safety concern, please contact your local authorities right away.",
} as const;

export const REPORT_TYPE_OPTIONS = [
  { value: "bug", label: "Bug Report" },
  { value: "user", label: "Report a User" },
  { value: "other", label: "Other" },
] as const;
