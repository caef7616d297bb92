import { SettingsScreen } from "~/components/settings/settings-screen";
import { AppFrame } from "~/components/shell/app-frame";
import { getServerRuntime } from "~/server/runtime";
import { requireStage } from "~/server/page-access";

/** `/settings` (spec §2): no bottom navigation; the support address comes from the server's config. */
export default async function SettingsPage() {
  await requireStage("app");
  const supportEmail = getServerRuntime().deps.config.supportEmail;
  return (
    <AppFrame>
      <SettingsScreen supportEmail={supportEmail} />
    </AppFrame>
  );
}
