import { MapPin } from "lucide-react";
import { MatchAvatar } from "~/components/ui/match-avatar";
import { compatibilityPercent, nameAndAge, sidesOf, type Match } from "~/lib/match-display";
import { CHATS_TEXTS as T } from "./texts";

/** A chat row's title: the name and age once both revealed, else 'Mystery Match'. */
export function chatTitleOf(match: Match, viewerId: string): string {
  return match.bothRevealed ? nameAndAge(sidesOf(match, viewerId).other) : T.mysteryMatch;
}

/**
 * What a chat row shows, rendered on the server: the avatar, the title and the subtitle.
 * `lazyPhoto`: the row is below a phone's first screen (`MatchAvatar`'s `lazy`).
 */
export function ChatRowContent({ match, viewerId, lazyPhoto = false }: { match: Match; viewerId: string; lazyPhoto?: boolean }) {
  const { other } = sidesOf(match, viewerId);
  const percent = compatibilityPercent(match.compatibilityScore);
  return (
    <>
      <MatchAvatar person={other} mystery={!match.bothRevealed} size={12} lazy={lazyPhoto} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-gray-900">{chatTitleOf(match, viewerId)}</span>
        {match.bothRevealed ? (
          <span className="flex items-center gap-2 text-sm text-gray-600">
            <span className="font-medium text-brand-700">{T.percentMatch(percent)}</span>
            {other.profile?.location ? (
              <span className="flex min-w-0 items-center gap-0.5 truncate">
                <MapPin className="size-3.5 shrink-0" aria-hidden /> {other.profile.location}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="block text-sm text-gray-600">
            {T.mysterySubtitle} <span className="font-medium text-brand-700">{T.percentMatch(percent)}</span>
          </span>
        )}
      </span>
    </>
  );
}
