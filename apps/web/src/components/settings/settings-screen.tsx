"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { api } from "~/trpc/react";
import { DeleteAccountCard } from "./delete-account-card";
import { SettingsContact } from "./settings-contact";
import { SettingsPersonalityForm } from "./settings-personality-form";
import { SettingsPhotos } from "./settings-photos";
import { SettingsPreferencesForm } from "./settings-preferences-form";
import { SettingsProfileForm } from "./settings-profile-form";
import { SETTINGS_TEXTS as T } from "./texts";
import { LoadFailed } from "~/components/ui/load-failed";

const TABS = ["profile", "photos", "preference", "personality", "contact"] as const;

/** Every tab stays mounted (only hidden), so unsaved edits survive a look at another tab. */
const KEEP_MOUNTED = { forceMount: true, className: "data-[state=inactive]:hidden" } as const;

/** `/settings` (spec §2 Settings): five tabs over the user's own data, and the Danger Zone. */
export function SettingsScreen({ supportEmail }: { supportEmail: string }) {
  const preferences = api.preferences.get.useQuery();
  const profile = api.profile.get.useQuery();
  const questions = api.quiz.questions.useQuery();
  const answers = api.quiz.answers.useQuery();
  const queries = [preferences, profile, questions, answers];

  return (
    <div className="space-y-6">
      <header className="flex items-center gap-2">
        <Link
          href="/profile"
          aria-label={T.back}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "-ml-2" })}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
      </header>

      {queries.some((query) => query.isError) ? (
        <LoadFailed
          message={T.loadFailed}
          retryLabel={T.retry}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        />
      ) : !preferences.data || !profile.data || !questions.data || !answers.data ? (
        <SettingsSkeleton />
      ) : (
        <>
          <Tabs defaultValue="profile">
            {/* Five tabs do not fit the column (a phone's least of all): the strip scrolls sideways, edge to edge, fading out at the right. */}
            <div className="relative -mx-4">
              <div className="overflow-x-auto px-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
                <TabsList className="w-max min-w-full">
                  {TABS.map((tab) => (
                    <TabsTrigger
                      key={tab}
                      value={tab}
                      className="flex-none px-4 sm:flex-1 sm:px-3"
                      onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })}
                    >
                      {T.tabs[tab]}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </div>
              <div aria-hidden className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-gray-50" />
            </div>
            <TabsContent value="profile" {...KEEP_MOUNTED}>
              <SettingsProfileForm profile={profile.data} />
            </TabsContent>
            <TabsContent value="photos" {...KEEP_MOUNTED}>
              <SettingsPhotos photos={profile.data.photos} />
            </TabsContent>
            <TabsContent value="preference" {...KEEP_MOUNTED}>
              <SettingsPreferencesForm preferences={preferences.data} />
            </TabsContent>
            <TabsContent value="personality" {...KEEP_MOUNTED}>
              <SettingsPersonalityForm questions={questions.data} answers={answers.data} />
            </TabsContent>
            <TabsContent value="contact" {...KEEP_MOUNTED}>
              <SettingsContact supportEmail={supportEmail} />
            </TabsContent>
          </Tabs>
          <DeleteAccountCard />
        </>
      )}
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-11 w-full rounded-full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
