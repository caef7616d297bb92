import { Heart, MapPin, Settings, Sparkles, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScreenLink } from "~/components/ui/screen-link";
import { ScreenLinkNavigation } from "~/components/ui/screen-link-navigation";
import { LogOutButton } from "./log-out-button";
import { ProfileLoadFailed } from "./profile-load-failed";
import { ProfilePhotos } from "./profile-photos";
import { LOOKING_FOR_LABELS, PROFILE_TEXTS as T } from "./texts";

/**
 * `/profile` (spec §2 Profile): the signed-in user's own profile, read-only, with the way
 * to Settings. A server component (issue 30): only 'Log Out' and, when the read failed,
 * 'Try again' hydrate; the links are `ScreenLink`s navigated by one `ScreenLinkNavigation`.
 * `profile`: the server's read, null when it failed.
 */
export function ProfileScreen({
  firstName,
  profile,
}: {
  firstName: string | null;
  profile: ProfileDetailsProps["profile"] | null;
}) {
  return (
    <div className="space-y-6">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
        <ScreenLink href="/settings" aria-label={T.settings} className={buttonVariants({ variant: "outline", size: "icon" })}>
          <Settings className="size-5" aria-hidden />
        </ScreenLink>
      </header>
      {profile ? <ProfileDetails firstName={firstName} profile={profile} /> : <ProfileLoadFailed />}
      <p className="pb-2 text-center text-xs text-gray-600">{T.version}</p>
      <ScreenLinkNavigation />
    </div>
  );
}

interface ProfileDetailsProps {
  firstName: string | null;
  profile: {
    age: number | null;
    location: string;
    bio: string;
    lookingFor: keyof typeof LOOKING_FOR_LABELS;
    photos: string[];
  };
}

function ProfileDetails({ firstName, profile }: ProfileDetailsProps) {
  const bio = profile.bio.trim();
  return (
    <>
      <ProfilePhotos photos={profile.photos} />

      <section aria-labelledby="profile-name" className="space-y-1">
        <h2 id="profile-name" className="text-2xl font-bold text-gray-900">
          {T.nameLine(firstName, profile.age)}
        </h2>
        {profile.location ? (
          <p className="flex items-center gap-1.5 text-gray-700">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
            <span className="sr-only">Location: </span>
            {profile.location}
          </p>
        ) : null}
      </section>

      <InfoCard icon={<UserRound aria-hidden />} title={T.aboutMe}>
        {bio ? (
          <p className="whitespace-pre-line break-words text-gray-800">{bio}</p>
        ) : (
          <p className="text-gray-600">
            {T.emptyBio}{" "}
            <ScreenLink href="/settings" className="font-semibold text-brand-700 underline underline-offset-2">
              {T.editProfile}
            </ScreenLink>
          </p>
        )}
      </InfoCard>

      <InfoCard icon={<Heart aria-hidden />} title={T.lookingFor}>
        <Badge variant="soft" size="md">
          {LOOKING_FOR_LABELS[profile.lookingFor]}
        </Badge>
      </InfoCard>

      <InfoCard icon={<Sparkles aria-hidden />} title={T.personalityTitle}>
        <div className="space-y-2">
          <Badge variant="success">{T.quizCompleted}</Badge>
          <p className="text-sm text-gray-700">{T.personalityBody}</p>
          <ScreenLink href="/settings" className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
            {T.updateAnswers}
          </ScreenLink>
        </div>
      </InfoCard>

      <InfoCard icon={<Settings aria-hidden />} title={T.account}>
        <div className="space-y-3">
          <p className="text-sm text-gray-600">{T.accountBody}</p>
          <LogOutButton />
        </div>
      </InfoCard>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-gray-900 [&_svg]:size-5 [&_svg]:text-brand-700">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}
