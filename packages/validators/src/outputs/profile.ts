import { z } from "zod";
import { PROFILE_AGE_MAX, PROFILE_AGE_MIN } from "../limits";
import { Gender, LookingFor } from "../profile";
import { Timestamp } from "./common";

/**
 * docs/product-rules.md#shapes-and-redaction Profile: the owner's own view, coordinates included (for the owner only).
 * Keys in the order the API has always answered them.
 */
export const ProfileOutput = z.object({
  userId: z.string(),
  gender: Gender,
  age: z.number().int().min(PROFILE_AGE_MIN).max(PROFILE_AGE_MAX),
  bio: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  lookingFor: LookingFor,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** `/objects/<id>` URLs, the primary photo first. */
  photos: z.array(z.string()),
});
export type ProfileOutput = z.output<typeof ProfileOutput>;

/** POST /api/objects/upload: where to PUT the bytes (single use, 15 minutes). */
export const UploadUrlOutput = z.object({ uploadURL: z.string() });
export type UploadUrlOutput = z.output<typeof UploadUrlOutput>;

/** The answer of the PUT to an upload URL: the stored object's `/objects/<id>` URL. */
export const UploadedObjectOutput = z.object({ url: z.string() });
export type UploadedObjectOutput = z.output<typeof UploadedObjectOutput>;
