import { z } from "zod";
import { Timestamp } from "./common";
import { MatchOutput } from "./matches";
import { MessageOutput } from "./messages";
import { PreferencesOutput } from "./preferences";
import { ProfileOutput } from "./profile";
import { PasskeyOutput } from "./passkeys";
import { NotificationSettingsOutput } from "./push";
import { ReportOutput } from "./reports";

/** docs/product-rules.md#the-daters-data: one signed-in device of the caller's. */
export const SessionOutput = z.object({
  /** A public id (a hash of the session secret), not the cookie's value. */
  id: z.string(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  current: z.boolean(),
  /** A short browser/OS label from the User-Agent at sign-in, e.g. "Firefox on Linux". */
  device: z.string(),
});
export type SessionOutput = z.output<typeof SessionOutput>;

/** docs/product-rules.md#the-daters-data: everything the app holds about the caller, with others redacted as the app shows them. */
export const ExportOutput = z.object({
  exportedAt: Timestamp,
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: Timestamp,
  }),
  profile: ProfileOutput.nullable(),
  preferences: PreferencesOutput,
  answers: z.array(z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() })),
  matches: z.array(MatchOutput),
  messages: z.array(MessageOutput),
  reports: z.array(ReportOutput),
  blocks: z.array(z.object({ userId: z.string(), createdAt: Timestamp })),
  sessions: z.array(z.object({ createdAt: Timestamp, expiresAt: Timestamp, current: z.boolean() })),
  notificationSettings: NotificationSettingsOutput,
  /** docs/product-rules.md#accounts: the caller's passkeys as Settings lists them, never a key. */
  passkeys: z.array(PasskeyOutput),
});
export type ExportOutput = z.output<typeof ExportOutput>;
