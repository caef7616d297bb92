import type { VerificationOutput } from "@unveil/validators/outputs";
import { ChevronRight, ShieldCheck } from "lucide-react";
import { VerifiedBadge } from "~/components/ui/verified-badge";

const TEXTS = {
  title: "Get verified",
  body: "Take a quick selfie so matches know you're real.",
  pending: "Your verification is being reviewed.",
  verified: "Your photos are verified.",
} as const;

/**
 * The `Get verified` prompt (docs/product-rules.md#verification-and-date-plans), a link to
 * `/verify`, shared by the Matches and Settings screens. A server component (issue 30,
 * decision 0047): `status` is the page's read of `verification.get`, null when it failed
 * (then nothing is shown). On the matches screen it shows only while there is something
 * to do; in Settings (`always`) it also tells where the verification stands.
 */
export function GetVerifiedPrompt({ status, always = false }: { status: VerificationOutput["status"] | null; always?: boolean }) {
  if (!status) return null;
  if (status === "verified" || status === "pending") {
    if (!always) return null;
    return (
      <div className="flex items-center gap-2 rounded-2xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
        {status === "verified" ? <VerifiedBadge /> : <ShieldCheck className="size-5 text-brand-600" aria-hidden />}
        {status === "verified" ? TEXTS.verified : TEXTS.pending}
      </div>
    );
  }
  // A full page load, not a client-side one: the camera is allowed by /verify's own
  // Permissions-Policy, which only a document loaded from /verify gets.
  return (
    <a
      href="/verify"
      className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50/70 p-4 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ShieldCheck className="size-6 shrink-0 text-brand-600" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-gray-900">{TEXTS.title}</span>
        <span className="block text-sm text-gray-700">{TEXTS.body}</span>
      </span>
      <ChevronRight className="size-5 text-brand-700" aria-hidden />
    </a>
  );
}
