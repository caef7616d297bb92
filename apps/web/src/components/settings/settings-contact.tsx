import { Flag, Mail } from "lucide-react";
import Link from "next/link";
import { Card } from "~/components/ui/card";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.contact;

/** Settings → Contact tab (spec §2): the support address from the server's config, and a way to give feedback. */
export function SettingsContact({ supportEmail }: { supportEmail: string }) {
  return (
    <section aria-labelledby="settings-contact-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="settings-contact-heading" className="text-lg font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm text-gray-700">{T.body}</p>
      </div>
      <Card className="flex items-center gap-4 p-5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Mail className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-gray-600">{T.emailLabel}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="break-all font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {supportEmail}
          </a>
        </div>
      </Card>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
        <Flag className="size-4 text-brand-700" aria-hidden />
        {T.report}
        <Link href="/report" className="font-semibold text-brand-700 underline underline-offset-2">
          {T.reportLink}
        </Link>
      </p>
    </section>
  );
}
