import { LandingPage } from "~/components/landing/landing-page";

/**
 * `/` signed out: the landing page (spec §2). Signed-in visitors never reach it: the
 * proxy sends them to their onboarding step or serves the matches (`(app)/matches`)
 * at `/` instead, so this route carries none of the signed-in screens' code.
 */
export default function LandingRoute() {
  return <LandingPage />;
}
