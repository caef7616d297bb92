import type { SharedDatePlan } from "@unveil/api/client";
import { Card } from "~/components/ui/card";
import { SHARED_DATE_TEXTS as T, formatDateTimeAtOffset } from "./texts";

/** The revealed match's picture (served only while the link lives), else the Mystery Match's '?'. */
function MatchPicture({ plan, photoUrl }: { plan: SharedDatePlan; photoUrl: string }) {
  if (plan.match.revealed && plan.match.hasPhoto) {
    // eslint-disable-next-line @next/next/no-img-element -- served by this page's link only, never optimised or cached
    return <img src={photoUrl} alt="" className="size-24 rounded-full object-cover shadow-md ring-4 ring-white" />;
  }
  return (
    <span
      aria-hidden
      className="flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-4xl font-bold text-white shadow-md ring-4 ring-white"
    >
      {plan.match.revealed ? (plan.match.firstName?.[0] ?? "?") : "?"}
    </span>
  );
}

function matchName(plan: SharedDatePlan): string {
  if (!plan.match.revealed) return T.mysteryMatch;
  const name = plan.match.firstName ?? T.mysteryMatch;
  return plan.match.age === null ? name : `${name}, ${plan.match.age}`;
}

/** What a date link shows (docs/product-rules.md#share-my-date): server-rendered, no script. */
export function SharedDatePlanView({ plan, photoUrl }: { plan: SharedDatePlan; photoUrl: string }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 py-8">
      <p className="text-center text-sm font-semibold tracking-wide text-brand-700">{T.brand}</p>
      <h1 className="text-center text-2xl font-bold text-gray-900">{T.title}</h1>
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-3 bg-gradient-to-br from-brand-50 to-violet-50 px-6 pt-6 pb-5 text-center">
          <MatchPicture plan={plan} photoUrl={photoUrl} />
          <p className="text-lg text-gray-800">
            <strong className="font-semibold">{plan.sharerFirstName ?? T.someone}</strong> {T.isMeeting}{" "}
            <strong className="font-semibold">{matchName(plan)}</strong>
          </p>
        </div>
        <dl className="divide-y divide-gray-100 px-6">
          <div className="py-4">
            <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{T.where}</dt>
            <dd className="mt-1 text-base break-words text-gray-900">{plan.place}</dd>
          </div>
          <div className="py-4">
            <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{T.when}</dt>
            <dd className="mt-1 text-base text-gray-900">
              <time dateTime={plan.startsAt.toISOString()}>{formatDateTimeAtOffset(plan.startsAt, plan.utcOffsetMinutes)}</time>
            </dd>
          </div>
          {plan.note ? (
            <div className="py-4">
              <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{T.note}</dt>
              <dd className="mt-1 text-base break-words whitespace-pre-line text-gray-900">{plan.note}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <p className="text-center text-sm text-gray-500">{T.expiry}</p>
    </main>
  );
}
