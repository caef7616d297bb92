import { ProfileSetupForm } from "~/components/profile-setup/profile-setup-form";
import { PROFILE_SETUP_TEXTS as T } from "~/components/profile-setup/texts";
import { getServerRuntime } from "~/server/runtime";
import { requireStage } from "~/server/page-access";

/** Public reverse geocoder used when GEOCODER_URL is not set (spec §7). */
const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org/reverse";

export default async function ProfileSetupPage() {
  await requireStage("profile-setup");
  const geocoderUrl = getServerRuntime().deps.config.geocoderUrl ?? DEFAULT_GEOCODER_URL;
  return (
    <main className="mx-auto w-full max-w-md px-4 pb-12 pt-8">
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
        <p className="text-gray-600">{T.subtitle}</p>
      </header>
      <ProfileSetupForm geocoderUrl={geocoderUrl} />
    </main>
  );
}
