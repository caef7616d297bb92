import { z } from "zod";
import { text } from "./common";
import {
  BIO_MAX,
  BIO_MIN_AT_CREATION,
  LOCATION_MAX,
  LOCATION_MIN,
  PHOTOS_MAX,
  PHOTOS_MIN,
  PROFILE_AGE_MAX,
  PROFILE_AGE_MIN,
} from "./limits";

export const GENDERS = ["male", "female", "non-binary"] as const;
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

export const LOOKING_FOR = ["male", "female", "both"] as const;
export const LookingFor = z.enum(LOOKING_FOR);
export type LookingFor = z.infer<typeof LookingFor>;

export const Latitude = z.coerce.number().min(-90).max(90);
export const Longitude = z.coerce.number().min(-180).max(180);
export const Location = text().trim().min(LOCATION_MIN, { error: "Location is required" }).max(LOCATION_MAX);

/**
 * A photo reference: an inline data URL (profile creation, spec §3) or a URL the
 * upload flow returned. The server decides which by its content; 8 M characters
 * covers a 5 MB image in base64.
 */
export const PhotoSource = text().trim().min(1).max(8_000_000);

export const CreateProfileInput = z.object({
  gender: Gender,
  age: z.coerce
    .number()
    .int()
    .min(PROFILE_AGE_MIN, { error: "Must be 18 or older" })
    .max(PROFILE_AGE_MAX, { error: `Age must be ${PROFILE_AGE_MAX} or less` }),
  bio: text()
    .trim()
    .min(BIO_MIN_AT_CREATION, { error: "Bio must be at least 20 characters" })
    .max(BIO_MAX, { error: `Bio must be at most ${BIO_MAX} characters` }),
  location: Location,
  latitude: Latitude,
  longitude: Longitude,
  lookingFor: LookingFor,
  photos: z
    .array(PhotoSource)
    .min(PHOTOS_MIN, { error: "At least one photo is required" })
    .max(PHOTOS_MAX, { error: "You can upload up to 6 photos" }),
});
export type CreateProfileInput = z.input<typeof CreateProfileInput>;
export type CreateProfileData = z.output<typeof CreateProfileInput>;

/** PATCH /api/profile: bio and lookingFor (spec), plus a location move (docs/product-rules.md#limits limits it). */
export const UpdateProfileInput = z
  .object({
    bio: text()
      .trim()
      .max(BIO_MAX, { error: `Bio must be at most ${BIO_MAX} characters` })
      .optional(),
    lookingFor: LookingFor.optional(),
    location: Location.optional(),
    latitude: Latitude.optional(),
    longitude: Longitude.optional(),
  })
  .refine((input) => (input.latitude === undefined) === (input.longitude === undefined), {
    error: "Latitude and longitude must be changed together",
    path: ["latitude"],
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

export const AddPhotoInput = z.object({ photoURL: PhotoSource });
export type AddPhotoInput = z.input<typeof AddPhotoInput>;

/**
 * No upper bound here: an index past the last photo is "not found" (docs/product-rules.md#paths-and-answers: 404),
 * which only the service can tell.
 */
export const PhotoIndex = z.coerce
  .number({ error: "Photo index must be a number" })
  .int({ error: "Photo index must be a whole number" })
  .min(0, { error: "Photo index must be 0 or more" });

export const DeletePhotoInput = z.object({ index: PhotoIndex });
export type DeletePhotoInput = z.input<typeof DeletePhotoInput>;

export const SetPrimaryPhotoInput = z.object({ photoIndex: PhotoIndex });
export type SetPrimaryPhotoInput = z.input<typeof SetPrimaryPhotoInput>;
