import type { AccountStatus } from "@unveil/validators";
import { sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";

/**
 * What a moderator's decision does to an account (docs/product-rules.md#moderation), in one place: its
 * status, whether it may sign in or register, and which accounts matching skips. A
 * suspension is a date, not a job: it ends by itself once that date has passed.
 */

export interface ModerationState {
  bannedAt: Date | null;
  suspendedUntil: Date | null;
}

export function accountStatus(state: ModerationState, now: Date): AccountStatus {
  if (state.bannedAt) return "banned";
  if (state.suspendedUntil && state.suspendedUntil > now) return "suspended";
  return "active";
}

/** The suspension's end while it lasts, else null (an expired date is history, not a status). */
export function activeSuspensionEnd(state: ModerationState, now: Date): Date | null {
  return accountStatus(state, now) === "suspended" ? state.suspendedUntil : null;
}

const BANNED_MESSAGE = "This account has been banned";
export const BANNED_EMAIL_MESSAGE = "This email cannot be used";

/** `{YYYY-MM-DD}` of the contract's message: the day (UTC) the suspension ends. */
const suspendedMessage = (until: Date) => `Your account is suspended until ${until.toISOString().slice(0, 10)}`;

/** Login's refusal (403, docs/product-rules.md#moderation) for a banned or suspended account; nothing for an active one. */
export function assertMaySignIn(state: ModerationState, now: Date): void {
  const status = accountStatus(state, now);
  if (status === "banned") throw new DomainError("FORBIDDEN", BANNED_MESSAGE);
  if (status === "suspended" && state.suspendedUntil) throw new DomainError("FORBIDDEN", suspendedMessage(state.suspendedUntil));
}

/**
 * The accounts matching skips right now, as a one-column (`id`) SQL select through the
 * partial index users_restricted_idx (only restricted accounts are in it).
 */
export const restrictedUserIdsSql: SQL = sql`
  select id from users
  where (banned_at is not null or suspended_until is not null)
    and (banned_at is not null or suspended_until > now())`;

/** True (in SQL) when the account `userId` is banned or suspended right now. */
export const isRestrictedSql = (userId: string | SQL): SQL => sql`exists (
  select 1 from users ru
  where ru.id = ${userId}
    and (ru.banned_at is not null or ru.suspended_until is not null)
    and (ru.banned_at is not null or ru.suspended_until > now()))`;

/** docs/product-rules.md#moderation: moderators are named by email in MODERATOR_EMAILS (normalised like sign-up emails). */
export function isModerator(deps: Pick<AppDeps, "config">, email: string): boolean {
  return deps.config.moderatorEmails.has(email.trim().toLowerCase());
}
