"use client";

import { MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { MatchAvatar } from "~/components/ui/match-avatar";
import { displayImage } from "~/lib/display-image";
import { compatibilityPercent, fullNameOf, type Match, type PublicUser } from "~/lib/match-display";
import { CHAT_TEXTS as T } from "./texts";

/** "It's a Reveal! 🎉": the match's photos, name, age, location, bio and compatibility. */
export function RevealCelebration({
  open,
  onOpenChange,
  match,
  other,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  match: Match;
  other: PublicUser;
}) {
  const photos = other.profile?.photos ?? [];
  const name = fullNameOf(other);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="text-center">
          <DialogTitle large>{T.celebrationTitle}</DialogTitle>
          <DialogDescription>{T.celebrationBody}</DialogDescription>
        </DialogHeader>
        {photos.length > 0 ? (
          <div className="flex snap-x gap-2 overflow-x-auto pb-2">
            {photos.map((photo, index) => (
              // eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image
              <img
                key={photo}
                {...displayImage(photo, "176px")}
                alt={`${name}, photo ${index + 1}`}
                className="h-56 w-44 shrink-0 snap-center rounded-2xl object-cover"
              />
            ))}
          </div>
        ) : (
          <MatchAvatar person={other} mystery={false} size={24} className="mx-auto" />
        )}
        <div className="mt-3 space-y-2 text-center">
          <p className="text-xl font-bold text-gray-900">
            {name}
            {other.profile ? `, ${other.profile.age}` : ""}
          </p>
          {other.profile?.location ? (
            <p className="flex items-center justify-center gap-1 text-sm text-gray-600">
              <MapPin className="size-4" aria-hidden /> {other.profile.location}
            </p>
          ) : null}
          <Badge variant="brand">{T.compatible(compatibilityPercent(match.compatibilityScore))}</Badge>
          {other.profile?.bio ? <p className="text-sm text-gray-700">{other.profile.bio}</p> : null}
        </div>
        <DialogClose asChild>
          <Button className="mt-5 w-full" size="lg">
            {T.continueChatting}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
