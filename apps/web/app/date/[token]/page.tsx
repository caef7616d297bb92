import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedDatePlanView } from "~/components/date-plans/shared-date-plan-view";
import { SHARED_DATE_TEXTS } from "~/components/date-plans/texts";
import { getServerRuntime } from "~/server/runtime";

export const metadata: Metadata = {
  title: `${SHARED_DATE_TEXTS.title} — Unveil`,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * docs/product-rules.md#share-my-date: the one signed-out page besides `/`. Rendered on
 * the server with no script of its own, so it works without client JS; a link that no
 * longer opens (unknown, expired, deleted, its match ended) is the not-found page, 404.
 */
export default async function SharedDatePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const plan = await getServerRuntime().pages.sharedDatePlan(token);
  if (!plan) notFound();
  return <SharedDatePlanView plan={plan} photoUrl={`/date/${token}/photo`} />;
}
