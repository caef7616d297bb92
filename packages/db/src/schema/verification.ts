/** Photo verification (docs/product-rules.md#verification-and-date-plans): the poses issued and the selfies sent for review. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { storedObjects } from "./profiles";

/** A pose given to a dater to copy in the selfie; valid 15 minutes, used by one request at most. */
export const verificationPoses = pgTable(
  "verification_poses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The pose's key in the catalogue (services/verification-poses.ts). */
    poseKey: text("pose_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set when a selfie was sent with it: a pose is used once. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_poses_user_id_idx").on(t.userId, t.createdAt)],
);

/**
 * One selfie sent for review and what a moderator decided. The selfie is a stored
 * object only moderators may fetch; it is deleted 30 days after the decision
 * (selfie_object_id becomes null) and with the account (the cascade).
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    poseKey: text("pose_key").notNull(),
    selfieObjectId: text("selfie_object_id").references(() => storedObjects.id, { onDelete: "set null" }),
    /** Null while pending. */
    decision: text("decision", { enum: ["approve", "reject"] }),
    /** The moderator's reason (required to reject). */
    reason: text("reason"),
    /** The moderator's user id; no foreign key, like the audit log it outlives its account. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    /** Set when a moderator revoked the verification this request granted. */
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_requests_user_id_idx").on(t.userId, t.createdAt),
    // At most one request of a user under review at a time.
    uniqueIndex("verification_requests_one_pending_key")
      .on(t.userId)
      .where(sql`${t.decidedAt} is null`),
    // The moderators' queue, oldest first.
    index("verification_requests_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.decidedAt} is null`),
    // The selfie clean-up: decided requests that still hold a selfie.
    index("verification_requests_selfie_due_idx")
      .on(t.decidedAt)
      .where(sql`${t.selfieObjectId} is not null and ${t.decidedAt} is not null`),
    index("verification_requests_selfie_object_id_idx").on(t.selfieObjectId),
  ],
);
