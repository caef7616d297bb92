import { PASSWORD_MIN } from "@unveil/validators/limits";

/** Texts of the landing / sign-in screen (spec §2, §4, §8). */
export const LANDING_TEXTS = {
  tagline: "Connect through personality, reveal through choice",
  learnMore: "Learn More",
  learnMoreTitle: "How Unveil works",
  learnMorePoints: [
    {
      title: "Match by personality",
      body: "Answer 15 quick questions. We match you with people who answered alike, not with a face.",
    },
    { title: "Chat privately", body: "Talk one-to-one as Mystery Matches. No names, no photos, just conversation." },
    {
      title: "Reveal profiles",
      body: "When you both choose to reveal, you see each other's names, photos, age, bio and location.",
    },
    { title: "Find nearby matches", body: "Meet people within a 200-mile radius, tuned by your own distance preference." },
    {
      title: "Safe and inclusive",
      body: "For adults only (18+). Everyone is welcome, and blocking or reporting is always one tap away.",
    },
  ],
  loginTab: "Login",
  signUpTab: "Sign Up",
  email: "Email",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
  passwordHint: `At least ${PASSWORD_MIN} characters.`,
  logIn: "Log In",
  loggingIn: "Logging in...",
  createAccount: "Create Account",
  creatingAccount: "Creating account...",
  viewTerms: "View Terms of Service",
  agreement: "By continuing, you agree to our Terms of Service and Privacy Policy.",
  missingFieldsTitle: "Missing fields",
  missingFieldsBody: "Please enter both email and password",
  loginFailedTitle: "Login failed",
  loginFailedFallback: "Invalid email or password",
  signupFailedTitle: "Signup failed",
  signupFailedFallback: "Failed to create account",
  welcomeBackTitle: "Welcome back!",
  welcomeBackBody: "You've successfully logged in.",
  accountCreatedTitle: "Account created!",
  accountCreatedBody: "Now let's set up your profile.",
  liveUsers: (count: string) => `${count} people online now`,
} as const;
