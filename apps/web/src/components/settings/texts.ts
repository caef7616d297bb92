import { PHOTOS_MAX, UPLOAD_PHOTO_MAX_BYTES } from "@unveil/validators/limits";
import { ACCOUNT_TEXTS } from "./account-texts";
import { PROFILE_TAB_TEXTS, SETTINGS_SCREEN_TEXTS } from "./profile-tab-texts";

/**
 * Texts of the Settings screen (spec §2 Settings, §4, §5 Settings, §8): its tabs here (the title,
 * the tab strip and the Profile tab in profile-tab-texts.ts), the account cards under them in
 * account-texts.ts.
 */
export const SETTINGS_TEXTS = {
  ...SETTINGS_SCREEN_TEXTS,

  profile: PROFILE_TAB_TEXTS,

  photos: {
    heading: "Your Photos",
    counter: (n: number) => `${n}/${PHOTOS_MAX} photos added`,
    hint: "Add up to 6 photos. First photo is your profile picture.",
    primary: "Primary",
    setPrimary: "Set Primary",
    setPrimaryLabel: (n: number) => `Set Primary (photo ${n})`,
    deleteLabel: (n: number) => `Delete photo ${n}`,
    photoAlt: (n: number) => (n === 1 ? "Photo 1 (primary)" : `Photo ${n}`),
    addPhoto: "Add Photo",
    addedTitle: "Photo Added",
    addedBody: (n: number) => `${n}/${PHOTOS_MAX} photos`,
    deletedTitle: "Photo Deleted",
    deletedBody: "The photo has been removed from your profile.",
    primaryTitle: "Primary Photo Updated",
    primaryBody: "This photo is now your profile picture.",
    confirmDeleteTitle: "Delete this photo?",
    confirmDeleteBody: "The photo will be permanently removed from your profile. This cannot be undone.",
    confirmDelete: "Delete Photo",
    deleting: "Deleting...",
  },

  upload: {
    title: "Upload a Photo",
    description: `Choose one image (JPEG, PNG, WebP, …) up to ${UPLOAD_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
    choose: "Choose a photo",
    chooseHint: "Tap to pick an image, or drop one here",
    change: "Choose a different photo",
    selectedAlt: "Preview of the chosen photo",
    upload: "Upload",
    uploading: "Uploading...",
    cancel: "Cancel",
    progress: (percent: number) => `Uploading ${percent}%`,
    progressLabel: "Upload progress",
    saving: "Adding to your profile...",
    tooLarge: "This file is larger than 10 MB. Please choose a smaller image.",
    notImage: "Only image files can be uploaded. Please choose a photo.",
    oneFile: "Please choose just one photo at a time.",
    networkFailed: "The upload failed. Check your connection and try again.",
  },

  preferences: {
    heading: "Matching Preferences",
    intro: "Choose who you'd like to be matched with.",
    ageMin: "Minimum Age",
    ageMax: "Maximum Age",
    ageRange: (min: number, max: number) => `Currently: ${min} - ${max} years old`,
    distance: "Maximum Distance",
    distanceValue: (km: number) => `${km} km`,
    distanceHint: "How far away your matches can be.",
    verifiedOnly: "Verified people only",
    verifiedOnlyHint: "Match only with people whose photos a moderator has verified.",
    save: "Save Preferences",
    saving: "Saving...",
    savedTitle: "Preferences Updated",
    savedBody: "Your matching preferences have been saved. Finding new matches...",
    howTitle: "How Matching Works",
    howPoints: [
      "Matches are based on how your personality quiz answers compare.",
      "Your age and distance preferences narrow down who you're matched with.",
      "Updating your preferences starts a new search for matches.",
      "At least 3 matching answers are needed to create a connection.",
    ],
  },

  personality: {
    heading: "Personality Answers",
    intro: "Changed your mind? Update your answers and we'll look for new matches.",
    questionLabel: (n: number, total: number, category: string) => `Question ${n} of ${total} • ${category}`,
    save: "Save Personality Answers",
    saving: "Saving...",
    savedTitle: "Quiz Updated",
    savedBody: "Your answers have been saved. Finding new matches...",
    empty: "The personality questions could not be loaded.",
  },

  contact: {
    heading: "Contact Us",
    body: "Questions, ideas or feedback? We'd love to hear from you — every message is read by our team.",
    emailLabel: "Email us at",
    report: "Need to report a user or a bug?",
    reportLink: "Open the report form",
  },

  ...ACCOUNT_TEXTS,
} as const;
