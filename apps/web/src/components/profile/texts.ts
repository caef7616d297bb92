import type { LookingFor } from "@unveil/validators";

/** Texts of the Profile screen (spec §2 Profile, §9 version). */
export const PROFILE_TEXTS = {
  title: "Your Profile",
  settings: "Settings",
  loadFailed: "We couldn't load your profile. Check your connection and try again.",
  retry: "Try again",
  anonymous: "Anonymous",
  unknownAge: "?",
  nameLine: (firstName: string | null | undefined, age: number | null | undefined) =>
    `${firstName?.trim() || "Anonymous"}, ${age ?? "?"}`,
  primaryPhotoAlt: "Your profile photo",
  photoAlt: (n: number) => `Your photo ${n}`,
  morePhotos: "More photos",
  noPhotosTitle: "No photos yet",
  noPhotosBody: "Add a photo so your matches can see you once you both reveal.",
  addPhotos: "Add photos in Settings",
  aboutMe: "About Me",
  emptyBio: "You haven't written anything about yourself yet.",
  editProfile: "Edit in Settings",
  lookingFor: "Looking For",
  personalityTitle: "Personality Profile",
  quizCompleted: "Quiz completed",
  personalityBody: "Your answers are used to match you with compatible people within 100 kilometers.",
  updateAnswers: "Update your answers",
  account: "Account",
  accountBody: "Signed in on this device.",
  logOut: "Log Out",
  loggingOut: "Logging out...",
  version: "Version 1.0.0",
} as const;

/** Spec §2: 'Everyone' when the value is both, otherwise the value, shown by its friendly name. */
export const LOOKING_FOR_LABELS: Record<LookingFor, string> = {
  male: "Men",
  female: "Women",
  both: "Everyone",
};
