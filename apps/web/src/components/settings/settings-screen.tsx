"use client";

import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LoadFailed } from "~/components/ui/load-failed";
import { cn } from "~/lib/cn";
import { lazyModule, useLazyModule, usePreloadWhenIdle, type LazyModule } from "~/lib/lazy-module";
import { useWhenNear } from "~/lib/use-when-near";
import { api } from "~/trpc/react";
import { GetVerifiedPrompt } from "~/components/verify/get-verified-prompt";
import { DeleteAccountCard } from "./delete-account-card";
import { DevicesCard } from "./devices-card";
import { MyDataCard } from "./my-data-card";
import { SettingsProfileForm } from "./settings-profile-form";
import { SETTINGS_TEXTS as T } from "./texts";

const TABS = ["profile", "photos", "preference", "personality", "contact"] as const;

/** Every tab stays mounted (only hidden), so unsaved edits survive a look at another tab. */
const KEEP_MOUNTED = { forceMount: true, className: "data-[state=inactive]:hidden" } as const;

// The tabs come with the data (the screen shows a skeleton until then): the Profile tab
// is part of the page (its HTML is the filled form, decision 0034); the others are
// fetched when opened or when the browser is idle.
const photosTab = lazyModule(() => import("./settings-photos"));
const preferencesTab = lazyModule(() => import("./settings-preferences-form"));
const personalityTab = lazyModule(() => import("./settings-personality-form"));
const contactTab = lazyModule(() => import("./settings-contact"));
const notificationsCard = lazyModule(() => import("./notifications-card"));
const signInSecurityCard = lazyModule(() => import("./sign-in-security-card"));
const hiddenWordsCard = lazyModule(() => import("./hidden-words-card"));

/**
 * A card below the fold, in its own chunk: fetched and rendered once it nears the
 * viewport or the page has been idle a while (issue 30), a skeleton until then.
 */
function BelowTheFold<Module>({
  lazy,
  height,
  children,
}: {
  lazy: LazyModule<Module>;
  height: string;
  children: (loaded: Module) => ReactNode;
}) {
  const [ref, near] = useWhenNear<HTMLDivElement>();
  const loaded = useLazyModule(lazy, near);
  if (loaded) return children(loaded);
  return (
    <div ref={ref}>
      <Skeleton className={cn("w-full", height)} rounded="2xl" />
    </div>
  );
}

/** docs/product-rules.md#hidden-words: the list. */
function HiddenWordsSection() {
  return (
    <BelowTheFold lazy={hiddenWordsCard} height="h-40">
      {(loaded) => <loaded.HiddenWordsCard />}
    </BelowTheFold>
  );
}

/** Settings → Notifications (docs/product-rules.md#push). */
function NotificationsSection() {
  return (
    <BelowTheFold lazy={notificationsCard} height="h-40">
      {(loaded) => <loaded.NotificationsCard />}
    </BelowTheFold>
  );
}

/** Settings → `Sign-in & security` (docs/product-rules.md#accounts). */
function SignInSecurity() {
  return (
    <BelowTheFold lazy={signInSecurityCard} height="h-64">
      {(loaded) => <loaded.SignInSecurityCard />}
    </BelowTheFold>
  );
}

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

/** `/settings` (spec §2 Settings): five tabs over the user's own data, and the Danger Zone. */
export function SettingsScreen({ supportEmail, geocoderUrl }: { supportEmail: string; geocoderUrl: string }) {
  const preferences = api.preferences.get.useQuery();
  const profile = api.profile.get.useQuery();
  const questions = api.quiz.questions.useQuery();
  const answers = api.quiz.answers.useQuery();
  const queries = [preferences, profile, questions, answers];
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(["profile"]));

  return (
    <div className="space-y-6">
      <header className="flex items-center gap-2">
        <AppLink
          href="/profile"
          aria-label={T.back}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "-ml-2" })}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </AppLink>
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
          <GetVerifiedPrompt always />
          <NotificationsSection />
          <HiddenWordsSection />
          <MyDataCard />
          <SignInSecurity />
          <DevicesCard />
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
      <Skeleton className="h-11 w-full" rounded="full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full" rounded="full" />
      <Skeleton className="h-32 w-full" rounded="2xl" />
    </div>
  );
}
