import { ProfileSetupForm } from "~/components/profile-setup/profile-setup-form";
import { PROFILE_SETUP_TEXTS as T } from "~/components/profile-setup/texts";
import { getServerRuntime } from "~/server/runtime";
import { requireStage } from "~/server/page-access";

export default async function ProfileSetupPage() {
  await requireStage("profile-setup");
  const geocoderUrl = getServerRuntime().pages.geocoderUrl();
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
