"use client";

import { MapPin, MessageCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { KeyboardEvent, ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { compatibilityPercent, fullNameOf, initialsOf, photoOf, sidesOf, type Match } from "~/lib/match-display";
import { MatchMenu } from "./match-menu";
import { SharedTraits } from "./shared-traits";
import { MATCHES_TEXTS as T } from "./texts";

/** A card that opens the chat on click or Enter, with its own chat button and menu. */
function ClickableCard({ matchId, label, children }: { matchId: string; label: string; children: ReactNode }) {
  const router = useRouter();
  const open = () => router.push(`/chat/${matchId}`);
  return (
    <Card
      role="link"
      tabIndex={0}
      aria-label={label}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Enter" && event.target === event.currentTarget) open();
      }}
      className="cursor-pointer p-4 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      {children}
    </Card>
  );
}

function CardActions({ matchId, name }: { matchId: string; name: string }) {
  return (
    <div className="flex items-center gap-1" onClick={(event) => event.stopPropagation()}>
      <Link href={`/chat/${matchId}`} aria-label={T.openChat(name)} className={cn(buttonVariants({ variant: "secondary", size: "sm" }))}>
        <MessageCircle aria-hidden /> {T.chat}
      </Link>
      <MatchMenu matchId={matchId} />
    </div>
  );
}

export function MysteryMatchCard({ match, viewerId }: { match: Match; viewerId: string }) {
  const { iRevealed, theyRevealed } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  const waiting = iRevealed || theyRevealed;
  return (
    <ClickableCard matchId={match.id} label={`${T.mysteryMatch}, ${T.compatible(percent)}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-2xl font-bold text-white" aria-hidden>
          ?
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-gray-900">{T.mysteryMatch}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="brand">{T.compatible(percent)}</Badge>
            <Badge variant={waiting ? "success" : "neutral"}>{waiting ? T.waiting : T.chatToConnect}</Badge>
          </div>
          <p className="mt-1.5 text-sm text-gray-700">{T.traits(match.compatibilityScore)}</p>
        </div>
      </div>
      <SharedTraits categories={match.sharedCategories} />
      <div className="mt-3 flex justify-end">
        <CardActions matchId={match.id} name={T.mysteryMatch} />
      </div>
    </ClickableCard>
  );
}

export function RevealedMatchCard({ match, viewerId }: { match: Match; viewerId: string }) {
  const { other } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  const photo = photoOf(other);
  const name = fullNameOf(other);
  return (
    <ClickableCard matchId={match.id} label={`${name}, ${T.compatible(percent)}`}>
      <div className="flex items-start gap-3">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image
          <img src={photo} alt={name} className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700" aria-hidden>
            {initialsOf(other)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-gray-900">{name}</h3>
          <Badge variant="brand" className="mt-1">
            {T.compatible(percent)}
          </Badge>
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
    </ClickableCard>
  );
}
