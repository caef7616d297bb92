/**
 * The signed-in devices card's texts (docs/product-rules.md#the-daters-data), part of
 * ACCOUNT_TEXTS; a module of their own so that the devices list, an island in the
 * page's first chunk, does not bring every other Settings text (decision 0047).
 */
export const DEVICES_TEXTS = {
  heading: "Signed-in devices",
  body: "Where your account is signed in right now. Sign out of any device you do not recognise.",
  thisDevice: "This device",
  lastActive: (when: string) => `Last active ${when}`,
  signOut: "Sign out",
  signOutOthers: "Sign out of all other devices",
  confirmTitle: "Sign out of all other devices?",
  confirmBody: "Every other browser and phone signed in to your account will be signed out. This device stays signed in.",
  cancel: "Cancel",
  confirm: "Sign out everywhere else",
  signedOutTitle: "Signed out",
  signedOutBody: "That device has been signed out.",
  signedOutOthersBody: "Every other device has been signed out. This one stays signed in.",
  loading: "Loading devices...",
} as const;
