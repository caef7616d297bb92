import type { AppCaller } from "@unveil/api";
import { SettingsScreen } from "~/components/settings/settings-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { getServerRuntime } from "~/server/runtime";
import { requireStage } from "~/server/page-access";
import { prefilled } from "~/server/prefill";
import { Prefilled } from "~/trpc/prefilled";

type Verification = Awaited<ReturnType<AppCaller["verification"]["get"]>>;

/**
 * `/settings` (spec §2): no bottom navigation; the support address and the geocoder
 * (docs/product-rules.md#a-profile-that-stays-true) come from the server's config. The
 * screen is a server component (decision 0047): the verification prompt renders from
 * the page's read; the islands read the rest from the cache these reads fill.
 */
export default async function SettingsPage() {
  await requireStage("app");
  const runtime = getServerRuntime();
  const supportEmail = runtime.deps.config.supportEmail;
  const read: { verification: Verification | null } = { verification: null };
  const queries = await prefilled([
    { path: "preferences.get", load: (api) => api.preferences.get() },
    { path: "profile.get", load: (api) => api.profile.get() },
    { path: "quiz.questions", load: (api) => api.quiz.questions() },
    { path: "quiz.answers", load: (api) => api.quiz.answers() },
    { path: "verification.get", load: async (api) => (read.verification = await api.verification.get()) },
    { path: "push.settings", load: (api) => api.push.settings() },
    { path: "hiddenWords.get", load: (api) => api.hiddenWords.get() },
    { path: "dataControl.sessions", load: (api) => api.dataControl.sessions() },
  ]);
  return (
    <Prefilled queries={queries}>
      <AppFrame>
        <SettingsScreen
          supportEmail={supportEmail}
          geocoderUrl={runtime.pages.geocoderUrl()}
          verificationStatus={read.verification?.status ?? null}
        />
      </AppFrame>
    </Prefilled>
  );
}
