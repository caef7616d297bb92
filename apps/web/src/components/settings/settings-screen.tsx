import type { VerificationOutput } from "@unveil/validators/outputs";
import { ArrowLeft } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { buttonVariants } from "~/components/ui/button";
import { GetVerifiedPrompt } from "~/components/verify/get-verified-prompt";
import { HiddenWordsSection, NotificationsSection, SignInSecuritySection } from "./below-the-fold";
import { DeleteAccountCard } from "./delete-account-card";
import { DevicesCard } from "./devices-card";
import { MyDataCard } from "./my-data-card";
import { SettingsTabs } from "./settings-tabs";
import { SETTINGS_TEXTS as T } from "./texts";

/**
 * `/settings` (spec §2 Settings): five tabs over the user's own data, and the Danger Zone.
 * A server component (issue 30, decision 0047): the header, the verification prompt
 * (`verificationStatus`, the page's read, null when it failed) and the cards' headings
 * and texts arrive as HTML; React hydrates only the islands a dater acts on: the tabs
 * with their forms (`SettingsTabs`, which also holds the rest of the screen until the
 * dater's data is there), 'Download my data', the devices list, 'Delete My Account' and
 * its dialog, and the cards below the fold (decision 0038).
 */
export function SettingsScreen({
  supportEmail,
  geocoderUrl,
  verificationStatus,
}: {
  supportEmail: string;
  geocoderUrl: string;
  verificationStatus: VerificationOutput["status"] | null;
}) {
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
      <SettingsTabs supportEmail={supportEmail} geocoderUrl={geocoderUrl}>
        <GetVerifiedPrompt status={verificationStatus} always />
        <NotificationsSection />
        <HiddenWordsSection />
        <MyDataCard />
        <SignInSecuritySection />
        <DevicesCard />
        <DeleteAccountCard />
      </SettingsTabs>
    </div>
  );
}
