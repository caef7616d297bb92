/** Terms of Service shown in the landing dialog: ten numbered sections, effective October 2025. */
export const TERMS_EFFECTIVE = "October 2025";

export const TERMS_SECTIONS = [
  {
    title: "Acceptance of Terms",
    body: "By creating an account or using Unveil, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the service.",
  },
  {
    title: "Eligibility",
    body: "You must be at least 18 years old to use Unveil. By using the service you confirm that you are 18 or older and legally able to enter into this agreement.",
  },
  {
    title: "User Conduct",
    body: "Be respectful. Harassment, hate speech, threats, impersonation, spam, scams, soliciting money and sharing sexual content without consent are not allowed. We may suspend or remove accounts that break these rules.",
  },
  {
    title: "User Content",
    body: "You own the photos, answers and messages you share, and you are responsible for them. You give Unveil a limited licence to store and show them to the people you interact with, only to run the service. Do not share content you do not have the right to share.",
  },
  {
    title: "Account Management",
    body: "Keep your password private; you are responsible for activity on your account. You can delete your account at any time in Settings; this permanently removes your profile, matches, messages and photos.",
  },
  {
    title: "Safety and Privacy",
    body: "Your identity stays hidden from a match until you both choose to reveal. Your exact location is never shown to anyone. Use the block and report tools if someone makes you uncomfortable, and meet new people in public places. If you are in immediate danger, contact your local authorities.",
  },
  {
    title: "No Guarantees",
    body: "We do our best to suggest compatible people, but we cannot guarantee matches, replies, or the behaviour of other users. We do not run criminal background checks on members.",
  },
  {
    title: "Limitation of Liability",
    body: "Unveil is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, or for the conduct of any user on or off the service.",
  },
  {
    title: "Changes to Terms",
    body: "We may update these terms. When we make important changes we will tell you in the app; continuing to use Unveil after that means you accept the updated terms.",
  },
  {
    title: "Contact",
    body: "Questions about these terms? Use the Contact tab in Settings or the Contact & Report page, and our team will get back to you.",
  },
] as const;
