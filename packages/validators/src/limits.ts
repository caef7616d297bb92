import type { CreateProfileInput } from "./profile";

/** Business constants of spec §9 and docs/product-rules.md#uploads-and-images and #limits, named once for forms and procedures. */
export const QUIZ_QUESTION_COUNT = 15;
export const MIN_SHARED_ANSWERS = 3;

export const PROFILE_AGE_MIN = 18;
export const PROFILE_AGE_MAX = 100;
export const BIO_MIN_AT_CREATION = 20;
export const BIO_MAX = 500;
export const LOCATION_MIN = 2;
export const LOCATION_MAX = 120;
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 6;

export const PREFERENCE_AGE_MIN = 18;
export const PREFERENCE_AGE_MAX = 99;
export const DISTANCE_KM_MIN = 1;
export const DISTANCE_KM_MAX = 500;
export const DISTANCE_KM_STEP = 5;
/** docs/product-rules.md#moderation: a moderator's note and a suspension's length. */
export const MODERATION_NOTE_MAX = 1000;
export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;

export const DEFAULT_PREFERENCES = { ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: false } as const;

/** Spec §3 defaults of the profile creation form (here, not in profile.ts, so the form can use them without loading zod). */
export const PROFILE_FORM_DEFAULTS: CreateProfileInput = {
  gender: "male",
  age: 25,
  bio: "",
  location: "",
  latitude: 0,
  longitude: 0,
  lookingFor: "both",
  photos: [],
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;

export const MESSAGE_MAX = 2000;
export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 1000;

/** Image limits in bytes (docs/product-rules.md#uploads-and-images). */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The widths (px) an image is also served at, `/objects/<id>?w=<width>` (docs/product-rules.md#uploads-and-images):
 * a phone loads the one its screen needs, not the stored image (up to 1,600 px).
 */
export const DISPLAY_WIDTHS = [320, 640, 960, 1280] as const;
export type DisplayWidth = (typeof DISPLAY_WIDTHS)[number];

/** Text stored for a message that carries only an image (spec §4). */
export const IMAGE_ONLY_MESSAGE_CONTENT = "[image]";

/** Refresh intervals of spec §9, in milliseconds. */
export const MESSAGE_REFRESH_MS = 3000;
export const UNREAD_REFRESH_MS = 5000;
export const LIVE_USERS_REFRESH_MS = 30_000;
/** docs/product-rules.md#live-events: at most one typing event per 2 s per user and match; the chat sends no more often. */
export const TYPING_INTERVAL_MS = 2000;

/** docs/product-rules.md#accounts: passkeys per account, and a passkey's name. */
export const PASSKEYS_MAX = 10;
export const PASSKEY_NAME_MAX = 50;

/** docs/product-rules.md#hidden-words: at most this many, each 1–50 characters after trimming. */
export const HIDDEN_WORDS_MAX = 100;
export const HIDDEN_WORD_MAX_LENGTH = 50;
/** docs/product-rules.md#verification-and-date-plans: a selfie's bytes, a pose's life, a moderator's reason. */
export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_POSE_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_REASON_MAX = 300;
/** docs/product-rules.md#share-my-date: a date plan's place and note, how far ahead it may be, how long its link lives after it starts, and how many a dater keeps. */
export const DATE_PLAN_PLACE_MIN = 2;
export const DATE_PLAN_PLACE_MAX = 200;
export const DATE_PLAN_NOTE_MAX = 500;
export const DATE_PLAN_MAX_DAYS_AHEAD = 60;
export const DATE_PLAN_LINK_HOURS_AFTER_START = 24;
export const DATE_PLANS_MAX = 10;
