import type { VerificationOutput } from "@unveil/validators/outputs";
import { Sparkles } from "lucide-react";
import { ConfirmEmailCard } from "~/components/email/confirm-email-card";
import { PushPrompt } from "~/components/pwa/push-prompt";
import { EmptyState } from "~/components/ui/empty-state";
import { ScreenLinkNavigation } from "~/components/ui/screen-link-navigation";
import { splitByReveal, type Match } from "~/lib/match-display";
import { GetVerifiedPrompt } from "~/components/verify/get-verified-prompt";
import { AdPlaceholder } from "./ad-placeholder";
import { DeleteMatchDialog } from "./delete-match-dialog";
import { MatchesLoadFailed } from "./matches-load-failed";
import { MatchesRefresh } from "./matches-refresh";
import { MysteryMatchCard, RevealedMatchCard } from "./match-cards";
import { MATCHES_TEXTS as T } from "./texts";

/** How many cards a phone's first screen shows, under the header and a prompt: later cards are drawn, and their photos loaded, as the dater scrolls. */
const FIRST_SCREEN_CARDS = 3;

/**
 * `/` signed in (spec §2 Matches), a server component (issue 30): the cards arrive as
 * HTML and React hydrates only the islands a dater acts on (menus, prompts, the
 * dialog; the cards' links are plain `ScreenLink`s). `matches`: the server's read, null
 * when it failed; `verificationStatus` likewise, for the `Get verified` prompt. `MatchesRefresh` renders the screen again whenever the cached list is
 * invalidated (live events, a deletion). `unconfirmedEmail`: the viewer's address while
 * it is not confirmed, shown in the `Confirm your email` card
 * (docs/product-rules.md#confirming-the-email).
 */
export function MatchesScreen({
  matches,
  viewerId,
  verificationStatus,
  unconfirmedEmail = null,
}: {
  matches: Match[] | null;
  viewerId: string;
  verificationStatus: VerificationOutput["status"] | null;
  unconfirmedEmail?: string | null;
}) {
  const list = matches ?? [];
  const { mystery, revealed } = splitByReveal(list);

  return (
    <>
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{T.heading}</h1>
        <p className="text-sm text-gray-600">{matches ? T.counts(list.length, revealed.length) : "\u00a0"}</p>
      </header>
      {/* One prompt at a time: the email first, then the photo check. */}
      {unconfirmedEmail ? <ConfirmEmailCard email={unconfirmedEmail} /> : <GetVerifiedPrompt status={verificationStatus} />}
      <AdPlaceholder />
      {!matches ? (
        <MatchesLoadFailed />
      ) : list.length === 0 ? (
        <EmptyState icon={Sparkles} title={T.emptyTitle}>
          {T.emptyBody}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {mystery.length > 0 ? (
            <section aria-labelledby="mystery-heading" className="space-y-3">
              <h2 id="mystery-heading" className="text-lg font-semibold text-gray-900">
                {T.mysterySection}
              </h2>
              {mystery.map((match, index) => (
                <MysteryMatchCard
                  key={match.id}
                  match={match}
                  viewerId={viewerId}
                  belowFirstScreen={index >= FIRST_SCREEN_CARDS}
                />
              ))}
            </section>
          ) : null}
          {revealed.length > 0 ? (
            <section aria-labelledby="revealed-heading" className="space-y-3">
              <h2 id="revealed-heading" className="text-lg font-semibold text-gray-900">
                {T.revealedSection}
              </h2>
              {revealed.map((match, index) => (
                <RevealedMatchCard
                  key={match.id}
                  match={match}
                  viewerId={viewerId}
                  belowFirstScreen={mystery.length + index >= FIRST_SCREEN_CARDS}
                />
              ))}
            </section>
          ) : null}
          {/* After the matches: it appears once the device's push state is known, and above them it would push them down (CLS). */}
          <PushPrompt />
        </div>
      )}
      <DeleteMatchDialog texts={DELETE_TEXTS} />
      <MatchesRefresh />
      <ScreenLinkNavigation />
    </>
  );
}

const { deleteTitle, deleteBody, deleteConfirm, deletedTitle, deletedBody } = T;
const DELETE_TEXTS = { deleteTitle, deleteBody, deleteConfirm, deletedTitle, deletedBody };
