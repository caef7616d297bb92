import { MapPin, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { MatchAvatar } from "~/components/ui/match-avatar";
import { ScreenLink } from "~/components/ui/screen-link";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { compatibilityPercent, fullNameOf, sidesOf, type Match } from "~/lib/match-display";
import { MatchMenu } from "./match-menu";
import { SharedTraits } from "./shared-traits";
import { MATCHES_TEXTS as T } from "./texts";

/**
 * A match card: the title is a real link stretched over the whole card, so a tap
 * anywhere opens the chat, while the chat button and menu stay their own controls.
 * Server components (issue 30): of a card, only its menu is hydrated (the links are
 * `ScreenLink`s, navigated by the screen's one `ScreenLinkNavigation`).
 */
function MatchCard({
  matchId,
  title,
  offScreenClass,
  children,
}: {
  matchId: string;
  title: string;
  /** Set below a phone's first screen: `content-visibility` with the card's usual height. */
  offScreenClass: string | undefined;
  children: (titleLink: ReactNode) => ReactNode;
}) {
  const titleId = `match-title-${matchId}`;
  const titleLink = (
    <h3 id={titleId} className="truncate font-semibold text-gray-900">
      <ScreenLink
        href={`/chat/${matchId}`}
        className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 focus-visible:after:ring-inset"
      >
        {title}
      </ScreenLink>
    </h3>
  );
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md",
        offScreenClass,
      )}
    >
      {children(titleLink)}
    </article>
  );
}

interface CardProps {
  match: Match;
  viewerId: string;
  /**
   * The card starts below a phone's first screen: the browser lays it out and paints it only
   * as it nears the screen (its size held meanwhile by the usual card height, then by its
   * own), and a photo loads lazily. The focus ring is drawn inside the card, which such a
   * card clips to.
   */
  belowFirstScreen?: boolean;
}

/** Usual heights at a phone's width (254 px and 294–346 px), as full class names for Tailwind. */
const OFF_SCREEN = {
  mystery: "[content-visibility:auto] [contain-intrinsic-size:auto_16rem]",
  revealed: "[content-visibility:auto] [contain-intrinsic-size:auto_20rem]",
};

function CardActions({ matchId, name }: { matchId: string; name: string }) {
  return (
    <div className="relative z-10 flex items-center gap-1">
      <ScreenLink
        href={`/chat/${matchId}`}
        aria-label={T.openChat(name)}
        className={cn(buttonVariants({ variant: "secondary", size: "sm" }))}
      >
        <MessageCircle aria-hidden /> {T.chat}
      </ScreenLink>
      <MatchMenu matchId={matchId} />
    </div>
  );
}

export function MysteryMatchCard({ match, viewerId, belowFirstScreen = false }: CardProps) {
  const { other, iRevealed, theyRevealed } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  const waiting = iRevealed || theyRevealed;
  return (
    <MatchCard matchId={match.id} title={T.mysteryMatch} offScreenClass={belowFirstScreen ? OFF_SCREEN.mystery : undefined}>
      {(titleLink) => (
        <>
          <div className="flex items-start gap-3">
            <MatchAvatar person={other} mystery size={14} />
            <div className="min-w-0 flex-1">
              {titleLink}
              <div className="mt-1 flex flex-wrap gap-1.5">
                <Badge variant="brand">{T.compatible(percent)}</Badge>
                <Badge variant={waiting ? "success" : "neutral"}>{waiting ? T.waiting : T.chatToConnect}</Badge>
                {other.verified ? <VerifiedBadge /> : null}
              </div>
              <p className="mt-1.5 text-sm text-gray-700">{T.traits(match.compatibilityScore)}</p>
            </div>
          </div>
          <SharedTraits categories={match.sharedCategories} />
          <div className="mt-3 flex justify-end">
            <CardActions matchId={match.id} name={T.mysteryMatch} />
          </div>
        </>
      )}
    </MatchCard>
  );
}

export function RevealedMatchCard({ match, viewerId, belowFirstScreen = false }: CardProps) {
  const { other } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  const name = fullNameOf(other);
  return (
    <MatchCard matchId={match.id} title={name} offScreenClass={belowFirstScreen ? OFF_SCREEN.revealed : undefined}>
      {(titleLink) => (
        <>
          <div className="flex items-start gap-3">
            <MatchAvatar person={other} mystery={false} size={16} alt={name} lazy={belowFirstScreen} />
            <div className="min-w-0 flex-1">
              {titleLink}
              <div className="mt-1 flex flex-wrap gap-1.5">
                <Badge variant="brand">{T.compatible(percent)}</Badge>
                {other.verified ? <VerifiedBadge /> : null}
              </div>
              {other.profile?.bio ? <p className="mt-1.5 line-clamp-2 text-sm text-gray-700">{other.profile.bio}</p> : null}
              {other.profile?.location ? (
                <p className="mt-1 flex items-center gap-1 text-xs text-gray-600">
                  <MapPin className="size-3.5" aria-hidden /> {other.profile.location}
                </p>
              ) : null}
            </div>
          </div>
          <SharedTraits categories={match.sharedCategories} />
          <div className="mt-3 flex justify-end">
            <CardActions matchId={match.id} name={name} />
          </div>
        </>
      )}
    </MatchCard>
  );
}
