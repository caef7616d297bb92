import { BIO_MAX, PHOTOS_MAX } from "@unveil/validators/limits";

/** Texts of the profile creation screen (spec §2, §4, §5, §8); the location fields' are in components/location/texts.ts. */
export const PROFILE_SETUP_TEXTS = {
  title: "Create Your Profile",
  subtitle: "Tell us about yourself to find your perfect match",
  photos: "Photos",
  photosHint: "Add up to 6 photos. The first one is your main photo.",
  main: "Main",
  addPhoto: "Add photo",
  uploading: "Adding…",
  removePhoto: (n: number) => `Remove photo ${n}`,
  gender: "Gender",
  age: "Age",
  bio: "Bio",
  bioPlaceholder: "What makes you, you? Hobbies, passions, what you're looking for…",
  bioCounter: (n: number) => `${n}/${BIO_MAX} characters`,
  lookingFor: "Looking for",
  submit: "Next: Personality Quiz",
  submitting: "Creating Profile...",
  createdTitle: "Profile Created!",
  createdBody: "Let's set up your personality profile next.",
  maxPhotosTitle: "Maximum photos reached",
  maxPhotosBody: "You can upload up to 6 photos",
  tooLargeTitle: "File too large",
  tooLargeBody: "Photos must be under 5MB",
  unreadableTitle: "Upload failed",
  unreadableBody: "Could not read the image file",
  photoAddedTitle: "Photo added",
  photoAddedBody: (n: number) => `${n}/${PHOTOS_MAX} photos`,
} as const;

export const GENDER_OPTIONS = [
  { value: "male", label: "Man" },
  { value: "female", label: "Woman" },
  { value: "non-binary", label: "Non-binary" },
] as const;

export const LOOKING_FOR_OPTIONS = [
  { value: "male", label: "Men" },
  { value: "female", label: "Women" },
  { value: "both", label: "Everyone" },
] as const;
