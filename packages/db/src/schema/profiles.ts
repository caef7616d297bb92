/** Profiles, their photos and stored objects, preferences and quiz answers. */
import { ANSWER_CHOICES, DEFAULT_PREFERENCES, GENDERS, LOOKING_FOR, PROFILE_AGE_MAX, PROFILE_AGE_MIN } from "@unveil/validators";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { oneOf, createdAt, MAX_ANSWER_BITS } from "./columns";
import { users } from "./accounts";

/**
 * One dating profile per user. The matching columns (answer bit pattern and a copy
 * of the user's search preferences) live here so the candidate search reads one
 * table through one covering index; see docs/decisions/0002-matching-columns.md.
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    gender: text("gender", { enum: GENDERS }).notNull(),
    /** The age the dater gave, true on `ageGivenOn`; the age now is derived (docs/product-rules.md#a-profile-that-stays-true, services/age-now.ts). */
    age: smallint("age").notNull(),
    /** The UTC day the age was given (profile creation; migration 0011 used the profile's creation day). */
    ageGivenOn: date("age_given_on", { mode: "string" })
      .notNull()
      .default(sql`((now() at time zone 'utc')::date)`),
    /**
     * The estimated birthday as a yyyymmdd number: the given-on day's year minus the
     * age, its month and day. The age now is whole years from it, and an age range is
     * a range of it, so the match search filters it on the covering indexes
     * (docs/decisions/0022-age-now.md).
     */
    birthKey: integer("birth_key")
      .notNull()
      .generatedAlwaysAs(
        sql`((extract(year from age_given_on)::int - age) * 10000 + extract(month from age_given_on)::int * 100 + extract(day from age_given_on)::int)`,
      ),
    bio: text("bio").notNull(),
    location: text("location").notNull(),
    /** Rounded to 2 decimals (about 1 km) before storage; never sent to anyone but the owner. */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    lookingFor: text("looking_for", { enum: LOOKING_FOR }).notNull(),
    /** Bit i set = answer B to question i+1; null until all 15 answers are saved. */
    answerBits: smallint("answer_bits"),
    searchAgeMin: smallint("search_age_min").notNull().default(DEFAULT_PREFERENCES.ageMin),
    searchAgeMax: smallint("search_age_max").notNull().default(DEFAULT_PREFERENCES.ageMax),
    searchDistanceKm: smallint("search_distance_km").notNull().default(DEFAULT_PREFERENCES.distanceKm),
    /** Copy of users.verified and of the saved verifiedOnly, read on the covering indexes (docs/product-rules.md#verification-and-date-plans). */
    verified: boolean("verified").notNull().default(false),
    searchVerifiedOnly: boolean("search_verified_only").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_gender_check", oneOf(t.gender, GENDERS)),
    check("profiles_looking_for_check", oneOf(t.lookingFor, LOOKING_FOR)),
    check(
      "profiles_age_check",
      sql`${t.age} between ${sql.raw(String(PROFILE_AGE_MIN))} and ${sql.raw(String(PROFILE_AGE_MAX))}`,
    ),
    check("profiles_answer_bits_check", sql`${t.answerBits} between 0 and ${sql.raw(String(MAX_ANSWER_BITS))}`),
    // The covering matching indexes (INCLUDE columns) are in the custom migration
    // 0001_matching_indexes.sql: drizzle-kit cannot express INCLUDE.
  ],
);

/** Stored image objects (profile photos and chat images). Bytes live in the storage driver. */
export const storedObjects = pgTable(
  "stored_objects",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `selfie`: a verification selfie, only moderators may fetch it (docs/product-rules.md#verification-and-date-plans). */
    purpose: text("purpose", { enum: ["photo", "chat", "selfie"] }).notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_objects_owner_id_idx").on(t.ownerId)],
);

/** Ordered profile photos; position 0 is the primary photo. */
export const photos = pgTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    objectId: text("object_id")
      .notNull()
      .references(() => storedObjects.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("photos_user_position_key").on(t.userId, t.position), index("photos_object_id_idx").on(t.objectId)],
);

/** Single-use upload URLs (docs/product-rules.md#uploads-and-images): bound to a user, valid 15 minutes. */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set when the bytes arrived; the upload cannot be used again. */
    objectId: text("object_id").references(() => storedObjects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // object_id: deleting a stored object cascades here, and an uploaded object is found by it.
  (t) => [index("uploads_user_id_idx").on(t.userId), index("uploads_object_id_idx").on(t.objectId)],
);

/** Search preferences as the user saved them; the defaults apply while none are saved. */
export const preferences = pgTable(
  "preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ageMin: smallint("age_min").notNull(),
    ageMax: smallint("age_max").notNull(),
    distanceKm: smallint("distance_km").notNull(),
    /** Only verified people, both ways (docs/product-rules.md#verification-and-date-plans). */
    verifiedOnly: boolean("verified_only").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("preferences_age_range_check", sql`${t.ageMin} <= ${t.ageMax}`)],
);

/** The 15 personality questions; `id` 1..15 is also the answer's bit position + 1. */
export const questions = pgTable("questions", {
  id: smallint("id").primaryKey(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  optionA: text("option_a").notNull(),
  optionB: text("option_b").notNull(),
});

export const answers = pgTable(
  "answers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: smallint("question_id")
      .notNull()
      .references(() => questions.id),
    answer: text("answer", { enum: ANSWER_CHOICES }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), check("answers_answer_check", oneOf(t.answer, ANSWER_CHOICES))],
);
