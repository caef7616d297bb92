"use client";

import { Heart, MapPin, Settings, Sparkles, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/trpc/react";
import { LogOutButton } from "./log-out-button";
import { ProfilePhotos } from "./profile-photos";
import { LOOKING_FOR_LABELS, PROFILE_TEXTS as T } from "./texts";
import { LoadFailed } from "~/components/ui/load-failed";

/** `/profile` (spec §2 Profile): the signed-in user's own profile, read-only, with the way to Settings. */
export function ProfileScreen() {
  const me = api.auth.me.useQuery();
  const profile = api.profile.get.useQuery();

  return (
    <div className="space-y-6">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
        <AppLink href="/settings" aria-label={T.settings} className={buttonVariants({ variant: "outline", size: "icon" })}>
          <Settings className="size-5" aria-hidden />
        </AppLink>
      </header>
      {me.isPending || profile.isPending ? (
        <ProfileSkeleton />
      ) : me.isError || profile.isError ? (
        <LoadFailed
          message={T.loadFailed}
          retryLabel={T.retry}
          onRetry={() => {
            if (me.isError) void me.refetch();
            if (profile.isError) void profile.refetch();
          }}
        />
      ) : (
        <ProfileDetails firstName={me.data.firstName} profile={profile.data} />
      )}
      <p className="pb-2 text-center text-xs text-gray-600">{T.version}</p>
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
            <AppLink href="/settings" className="font-semibold text-brand-700 underline underline-offset-2">
              {T.editProfile}
            </AppLink>
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
          <AppLink href="/settings" className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
            {T.updateAnswers}
          </AppLink>
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

function ProfileSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="aspect-[4/5] w-full" rounded="2xl" />
      <div className="space-y-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-5 w-32" />
      </div>
      <Skeleton className="h-28 w-full" rounded="2xl" />
      <Skeleton className="h-20 w-full" rounded="2xl" />
      <Skeleton className="h-28 w-full" rounded="2xl" />
    </div>
  );
}
