import { DEVICES_TEXTS } from "./devices-texts";

/**
 * Texts of the account cards under Settings' tabs (spec §2 Settings, docs/product-rules.md): notifications,
 * your data, signed-in devices, sign-in & security with its passkeys, and the danger zone. texts.ts
 * spreads them into SETTINGS_TEXTS.
 */
export const ACCOUNT_TEXTS = {
  notifications: {
    heading: "Notifications",
    intro: "Get a notification on this device when the app is closed: a new message, a new match, or a reveal.",
    enable: "Turn On Notifications",
    enabling: "Turning on...",
    disable: "Turn Off on This Device",
    enabledHere: "Notifications are on for this device.",
    enabledTitle: "Notifications On",
    enabledBody: "We'll let you know when something happens while the app is closed.",
    disabledTitle: "Notifications Off",
    disabledBody: "This device won't get notifications any more.",
    sendTest: "Send Test Notification",
    sendingTest: "Sending...",
    testSentTitle: "Test Notification Sent",
    testSentBody: "It should show up on this device in a moment.",
    blocked: "Notifications are blocked for Unveil in this browser. Allow them in the browser's site settings, then try again.",
    unsupported:
      "This browser can't show notifications from Unveil. On an iPhone or iPad, add Unveil to your Home Screen first (Share → Add to Home Screen), then open it from there.",
    kinds: "Notify me about",
    messages: "New messages",
    messagesHint: "When a match writes to you.",
    matches: "New matches",
    matchesHint: "When someone new matches with you.",
    reveals: "Reveals",
    revealsHint: "When a match wants to reveal, and when you both have.",
    previews: "Show message previews",
    previewsHint:
      "Off: a notification only says 'New message from a Mystery Match', so nobody glancing at your lock screen learns who wrote or what. On: the name and the first words of the message, and only in chats where you have both revealed.",
  },

  myData: {
    heading: "Your data",
    body: "Download everything Unveil holds about you as one JSON file: your account, profile, preferences, quiz answers, matches and messages (people you have not both revealed to stay anonymous), reports, blocks and signed-in devices. Up to 3 downloads a day.",
    download: "Download my data",
    preparing: "Preparing your data...",
    failed: "Could not download your data",
  },

  devices: DEVICES_TEXTS,

  /** docs/product-rules.md#accounts: the Sign-in & security card and its passkeys. */
  signInSecurity: {
    heading: "Sign-in & security",
    body: "How you sign in to Unveil. We email you whenever your password changes or a new device signs in.",
    passwordHeading: "Password",
    passwordBody: "Changing it signs you out on every other device.",
    changePassword: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    newPasswordHint: "At least 8 characters.",
    savePassword: "Save password",
    savingPassword: "Saving...",
    passwordChangedTitle: "Password changed",
    passwordChangedBody: "Your other devices have been signed out.",
    passwordFailedTitle: "Couldn't change your password",
    emailHeading: "Email",
    changeEmail: "Change email",
    newEmail: "New email",
    sendConfirmation: "Send confirmation link",
    sendingConfirmation: "Sending...",
    emailPendingTitle: "Check your new inbox",
    emailPendingBody: (email: string) =>
      `We sent a link and a code to ${email}. Your email changes once you confirm it; until then, sign in with your current one.`,
    emailFailedTitle: "Couldn't change your email",
    cancel: "Cancel",
  },

  passkeys: {
    heading: "Passkeys",
    body: "Sign in with your fingerprint, face or screen lock instead of your password. The passkey stays on your device: Unveil keeps only its public half.",
    listLabel: "Your passkeys",
    emptyTitle: "No passkeys yet",
    emptyBody: "Add one to sign in with 'Sign in with a passkey', no email or password needed.",
    add: "Add a passkey",
    adding: "Waiting for your device...",
    added: (when: string) => `Added ${when}`,
    lastUsed: (when: string) => `Last used ${when}`,
    neverUsed: "Not used yet",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    confirmTitle: "Remove this passkey?",
    confirmBody: (name: string) =>
      `You will no longer be able to sign in with "${name}". You can still log in with your email and password.`,
    cancel: "Cancel",
    confirm: "Remove passkey",
    addedTitle: "Passkey added",
    addedBody: "Next time, choose 'Sign in with a passkey' on the login screen.",
    removedTitle: "Passkey removed",
    removedBody: "It can no longer be used to sign in to your account.",
    cancelledTitle: "No passkey added",
    cancelledBody: "The request was closed or timed out. You can try again any time.",
    alreadyAddedTitle: "Already added",
    alreadyAddedBody: "This device already has a passkey for your account.",
    failedTitle: "Could not add a passkey",
    failedBody: "Your device could not create a passkey. Please try again.",
    unsupportedTitle: "Passkeys aren't available here",
    unsupportedBody: "This browser can't create passkeys. Try a recent Chrome, Safari, Edge or Firefox.",
    limitReached: (max: number) => `You have ${max} passkeys, the most an account can hold. Remove one to add another.`,
    loading: "Loading passkeys...",
  },

  danger: {
    heading: "Danger Zone",
    body: "Deleting your account is permanent. Your profile, matches, messages and photos will be gone for good.",
    deleteAccount: "Delete My Account",
    confirmTitle: "Are you absolutely sure?",
    confirmBody:
      "This action cannot be undone. Your account will be deleted and your profile, matches, messages and photos will be permanently removed.",
    cancel: "Cancel",
    confirm: "Yes, Delete My Account",
    deleting: "Deleting...",
    deletedTitle: "Account Deleted",
    deletedBody: "Your account and all of your data have been permanently deleted.",
  },
} as const;
