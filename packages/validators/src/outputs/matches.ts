import { z } from "zod";
import { PROFILE_AGE_MAX, PROFILE_AGE_MIN } from "../limits";
import { Gender } from "../profile";
import { Timestamp } from "./common";

/** The profile part of a PublicUser: never coordinates, never email (docs/product-rules.md#shapes-and-redaction). */
export const PublicProfileOutput = z.object({
  gender: Gender,
  age: z.number().int().min(PROFILE_AGE_MIN).max(PROFILE_AGE_MAX),
  bio: z.string(),
  location: z.string(),
  photos: z.array(z.string()),
});

/** docs/product-rules.md#shapes-and-redaction PublicUser: only `id` (the rest null) until both revealed. */
export const PublicUserOutput = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profile: PublicProfileOutput.nullable(),
  /** Sent before reveal too: it names nobody (docs/product-rules.md#verification-and-date-plans). */
  verified: z.boolean(),
});
export type PublicUserOutput = z.output<typeof PublicUserOutput>;

/** docs/product-rules.md#shapes-and-redaction Match, as one of its two people sees it. */
export const MatchOutput = z.object({
  id: z.string(),
  user1Id: z.string(),
  user2Id: z.string(),
  user1: PublicUserOutput,
  user2: PublicUserOutput,
  user1Revealed: z.boolean(),
  user2Revealed: z.boolean(),
  bothRevealed: z.boolean(),
  /** Questions answered the same, 0..15 (a match needs 3). */
  compatibilityScore: z.number().int(),
  /** At most 3 until both revealed; then every shared category. */
  sharedCategories: z.array(z.string()),
  createdAt: Timestamp,
});
export type MatchOutput = z.output<typeof MatchOutput>;
