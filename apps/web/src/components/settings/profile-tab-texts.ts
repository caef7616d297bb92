import { BIO_MAX } from "@unveil/validators/limits";

/**
 * The Settings texts a phone needs at start-up (decision 0047): the screen's title, its
 * tabs and loading texts, and the Profile tab, the one tab in the page's first chunk.
 * texts.ts holds them with every other Settings text (SETTINGS_TEXTS), so the islands
 * that load first import only this module, not all of them.
 */
export const SETTINGS_SCREEN_TEXTS = {
  back: "Back to profile",
  title: "Account Settings",
  loading: "Loading your settings…",
  loadFailed: "We couldn't load your settings. Check your connection and try again.",
  retry: "Try again",
  tabs: {
    profile: "Profile",
    photos: "Photos",
    preference: "Preference",
    personality: "Personality",
    contact: "Contact",
  },
} as const;

export const PROFILE_TAB_TEXTS = {
  heading: "Edit Profile",
  intro: "Update what your matches read about you once you both reveal, and where you are.",
  bio: "Bio",
  bioPlaceholder: "What makes you, you? Hobbies, passions, what you're looking for…",
  bioCounter: (n: number) => `${n}/${BIO_MAX} characters`,
  lookingFor: "Looking For",
  locationNote: "Matches are found near these coordinates. Nobody sees them; your place's name shows only once you both reveal.",
  save: "Save Profile",
  saving: "Saving...",
  savedTitle: "Profile Updated",
  savedBody: "Your profile changes have been saved.",
  movedBody: (place: string) => `You're now in ${place}. Finding new matches...`,
} as const;

export const LOOKING_FOR_OPTIONS = [
  { value: "male", label: "Men" },
  { value: "female", label: "Women" },
  { value: "both", label: "Everyone" },
] as const;
