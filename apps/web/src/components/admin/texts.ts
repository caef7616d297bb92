import { MODERATION_NOTE_MAX, SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN } from "@unveil/validators/limits";

/** Texts of the moderators' screens (docs/product-rules.md#moderation). */
export const ADMIN_TEXTS = {
  heading: "Moderation",
  subtitle: "Every report reaches someone who can act. Decisions take effect at once and are logged.",
  tabs: { open: "Open", verifications: "Verifications", resolved: "Resolved", audit: "Audit log" },
  verifications: {
    loading: "Loading verifications",
    listLabel: "Pending verifications",
    emptyTitle: "No verifications waiting",
    emptyBody: "Selfies sent for verification appear here, oldest first.",
    reviewOf: (name: string) => `Verification of ${name}`,
    selfie: "Selfie",
    selfieOf: (name: string) => `Selfie of ${name}`,
    noSelfie: "No selfie",
    profilePhotos: "Profile photos",
    pose: "Pose asked for",
    approve: "Approve",
    reject: "Reject",
    reason: "Reason (required)",
    reasonPlaceholder: "What didn't match? The dater reads this.",
    confirmReject: "Reject",
    approved: "Verification approved",
    rejected: "Verification rejected",
  },
  loadingReports: "Loading reports",
  loadingAudit: "Loading audit log",
  loadFailed: "Could not load this. Check your connection and try again.",
  retry: "Try again",
  openEmptyTitle: "No open reports",
  openEmptyBody: "The queue is clear. New reports appear here as soon as they are filed.",
  resolvedEmptyTitle: "Nothing resolved yet",
  resolvedEmptyBody: "Reports you dismiss, suspend or ban show up here with the decision.",
  auditEmptyTitle: "The audit log is empty",
  auditEmptyBody: "Every moderation action is written here, for good.",
  reportTypes: { bug: "Bug", user: "User", other: "Other", auto: "Flagged automatically" } as Record<string, string>,
  /** docs/product-rules.md#automatic-flags: raised by the server, no reporter. */
  flaggedAutomatically: "Flagged automatically",
  autoEvidence: "Messages that tripped the rule",
  autoEvidenceEmpty: "No messages came with this flag.",
  otherSide: "Their match",
  levels: { new: "New", confirmed: "Email confirmed", verified: "Verified" } as Record<string, string>,
  noReportedUser: "No user named",
  deletedUser: "Account deleted",
  reportsAgainst: (n: number) => (n === 1 ? "1 report against them" : `${n} reports against them`),
  unnamed: "No name given",
  statuses: { active: "Active", suspended: "Suspended", banned: "Banned" } as Record<string, string>,
  actions: {
    dismiss: "Dismissed",
    suspend: "Suspended",
    ban: "Banned",
    remove_photo: "Photo removed",
    "verify-approve": "Verified",
    "verify-reject": "Verification rejected",
    "verify-revoke": "Verification revoked",
  } as Record<string, string>,
  back: "Back to queue",
  reportTitle: "Report",
  description: "Description",
  reporter: "Reported by",
  reporterName: "Reporter",
  reporterGone: "The reporter's account was deleted",
  evidence: "Conversation snapshot",
  evidenceEmpty: "No messages were exchanged before the report.",
  evidenceImage: (name: string) => `Image sent by ${name}`,
  reportedUser: "Reported user",
  photos: "Photos",
  noPhotos: "No photos",
  bio: "Bio",
  noProfile: "This user has no profile yet.",
  suspendedUntil: (date: string) => `Suspended until ${date}`,
  decision: "Decision",
  resolvedBy: (action: string, date: string) => `${action} on ${date}`,
  dismiss: "Dismiss",
  suspend: "Suspend",
  ban: "Ban",
  ownAccount: "This report is about your own account: another moderator must decide on a suspension or ban.",
  confirm: {
    dismiss: {
      title: "Dismiss this report?",
      body: "No action is taken against anyone. The report moves to Resolved.",
      button: "Dismiss report",
    },
    suspend: {
      title: "Suspend this user?",
      body: "They are signed out everywhere at once, cannot sign in and are not matched until the suspension ends.",
      button: "Suspend user",
    },
    ban: {
      title: "Ban this user?",
      body: "They are signed out everywhere at once, can never sign in or register again with this email, and their matches disappear for everyone.",
      button: "Ban user",
    },
  },
  note: "Note (required)",
  notePlaceholder: "Why this decision? Other moderators will read it in the audit log.",
  noteCounter: (n: number) => `${n}/${MODERATION_NOTE_MAX} characters`,
  noteRequired: "A note is required",
  days: "Days",
  daysHint: `Between ${SUSPENSION_DAYS_MIN} and ${SUSPENSION_DAYS_MAX} days`,
  cancel: "Cancel",
  doneTitle: { dismiss: "Report dismissed", suspend: "User suspended", ban: "User banned" },
  doneBody: "The decision is in the audit log.",
  /** docs/product-rules.md#verification-and-date-plans: taking a verification back. */
  verifiedByPhoto: "Photo verified",
  verifiedByPhotoHint: "A moderator compared their selfie with their photos.",
  revoke: "Revoke",
  revokeTitle: "Revoke this verification?",
  revokeBody:
    "Their Verified badge goes at once, and people who want verified daters only stop being matched with them. Matches already made stay. The action is logged.",
  revokeConfirm: "Revoke verification",
  revoked: "Verification revoked",
  removePhoto: "Remove photo",
  removePhotoTitle: "Remove this photo?",
  removePhotoBody: "The photo and its stored image are deleted for good. The action is logged.",
  photoRemoved: "Photo removed",
  auditEntry: {
    moderator: "Moderator",
    target: "User",
    report: "Report",
    none: "—",
  },
} as const;

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** How long ago, in the largest whole unit: "5 minutes ago", "yesterday", "3 weeks ago". */
export function ageOf(date: Date | string, now = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 86400],
    ["month", 30 * 86400],
    ["week", 7 * 86400],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
export const formatDate = (date: Date | string) => dateFormat.format(new Date(date));
export const formatDateTime = (date: Date | string) => dateTimeFormat.format(new Date(date));

/** A person as the moderator reads them: their name, else their email. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || user.email;
}
