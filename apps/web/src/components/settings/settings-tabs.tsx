"use client";

import { useState, type ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LoadFailed } from "~/components/ui/load-failed";
import { lazyModule, useLazyModule, usePreloadWhenIdle, type LazyModule } from "~/lib/lazy-module";
import { api } from "~/trpc/react";
import { SettingsProfileForm } from "./settings-profile-form";
import { SETTINGS_SCREEN_TEXTS as T } from "./profile-tab-texts";

const TABS = ["profile", "photos", "preference", "personality", "contact"] as const;

/** Every tab stays mounted (only hidden), so unsaved edits survive a look at another tab. */
const KEEP_MOUNTED = { forceMount: true, className: "data-[state=inactive]:hidden" } as const;

// The Profile tab is part of the page (its HTML is the filled form, decision 0034); the
// others are fetched when opened or when the browser is idle.
const photosTab = lazyModule(() => import("./settings-photos"));
const preferencesTab = lazyModule(() => import("./settings-preferences-form"));
const personalityTab = lazyModule(() => import("./settings-personality-form"));
const contactTab = lazyModule(() => import("./settings-contact"));

function TabOnDemand<Module>({
  lazy,
  opened,
  children,
}: {
  lazy: LazyModule<Module>;
  opened: boolean;
  children: (loaded: Module) => ReactNode;
}) {
  const loaded = useLazyModule(lazy, opened);
  usePreloadWhenIdle(lazy);
  if (loaded) return children(loaded);
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
}

/**
 * The settings' five tabs, a client island of the server-rendered screen (decision 0047).
 * They read the dater's data from the cache, which the page fills with its server reads
 * (`<Prefilled>`), so the forms' saves (`setData`) reach the other tabs as before; a read
 * the server could not make is fetched here, with a skeleton until then and the load
 * error if it fails. `children`, the server-rendered cards under the tabs, show with them.
 */
export function SettingsTabs({
  supportEmail,
  geocoderUrl,
  children,
}: {
  supportEmail: string;
  geocoderUrl: string;
  children: ReactNode;
}) {
  const preferences = api.preferences.get.useQuery();
  const profile = api.profile.get.useQuery();
  const questions = api.quiz.questions.useQuery();
  const answers = api.quiz.answers.useQuery();
  const queries = [preferences, profile, questions, answers];
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(["profile"]));

  if (queries.some((query) => query.isError)) {
    return (
      <LoadFailed
        message={T.loadFailed}
        retryLabel={T.retry}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!preferences.data || !profile.data || !questions.data || !answers.data) return <SettingsSkeleton />;
  return (
    <>
      <Tabs defaultValue="profile" onValueChange={(tab) => setOpened((seen) => new Set(seen).add(tab))}>
        {/* Five tabs do not fit the column (a phone's least of all): the strip scrolls sideways, edge to edge, fading out at the right. */}
        <div className="relative -mx-4">
          <div className="overflow-x-auto px-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
            <TabsList scrolls>
              {TABS.map((tab) => (
                <TabsTrigger
                  key={tab}
                  value={tab}
                  scrolls
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
          <SettingsProfileForm profile={profile.data} geocoderUrl={geocoderUrl} />
        </TabsContent>
        <TabsContent value="photos" {...KEEP_MOUNTED}>
          <TabOnDemand lazy={photosTab} opened={opened.has("photos")}>
            {(tab) => <tab.SettingsPhotos photos={profile.data.photos} />}
          </TabOnDemand>
        </TabsContent>
        <TabsContent value="preference" {...KEEP_MOUNTED}>
          <TabOnDemand lazy={preferencesTab} opened={opened.has("preference")}>
            {(tab) => <tab.SettingsPreferencesForm preferences={preferences.data} />}
          </TabOnDemand>
        </TabsContent>
        <TabsContent value="personality" {...KEEP_MOUNTED}>
          <TabOnDemand lazy={personalityTab} opened={opened.has("personality")}>
            {(tab) => <tab.SettingsPersonalityForm questions={questions.data} answers={answers.data} />}
          </TabOnDemand>
        </TabsContent>
        <TabsContent value="contact" {...KEEP_MOUNTED}>
          <TabOnDemand lazy={contactTab} opened={opened.has("contact")}>
            {(tab) => <tab.SettingsContact supportEmail={supportEmail} />}
          </TabOnDemand>
        </TabsContent>
      </Tabs>
      {children}
    </>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-11 w-full" rounded="full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full" rounded="full" />
      <Skeleton className="h-32 w-full" rounded="2xl" />
    </div>
  );
}
