"use client";

import { BadgeCheck, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { ADMIN_TEXTS as T, displayName, formatDate } from "./texts";
import type { AdminUser } from "./types";

/**
 * The reported account on a report's page: status, reports against it, trust level, its photo
 * verification (revocable), photos (each removable) and profile. `canAct` is false on one's own account.
 */
export function ReportedUserCard({
  user,
  canAct,
  onRemovePhoto,
  onRevokeVerification,
}: {
  user: AdminUser;
  canAct: boolean;
  onRemovePhoto: (index: number) => void;
  onRevokeVerification: () => void;
}) {
  const photos = user.profile?.photos ?? [];
  return (
    <Section framed title={T.reportedUser}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold text-gray-900">{displayName(user)}</p>
          <Badge variant={user.status === "active" ? "success" : "brand"}>{T.statuses[user.status]}</Badge>
          <Badge variant="outline">{T.reportsAgainst(user.reportsAgainst)}</Badge>
          <Badge variant="neutral">{T.levels[user.level]}</Badge>
        </div>
        <p className="break-all text-sm text-gray-600">{user.email}</p>
        {user.level === "verified" ? (
          <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-3">
            <BadgeCheck className="size-5 shrink-0 text-emerald-700" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-gray-900">{T.verifiedByPhoto}</p>
              <p className="text-xs text-gray-600">{T.verifiedByPhotoHint}</p>
            </div>
            {canAct ? (
              <Button size="sm" variant="outline" className="shrink-0 bg-white" onClick={onRevokeVerification}>
                {T.revoke}
              </Button>
            ) : null}
          </div>
        ) : null}
        {user.suspendedUntil ? (
          <p className="text-sm text-gray-900">{T.suspendedUntil(formatDate(user.suspendedUntil))}</p>
        ) : null}
        {user.profile ? (
          <>
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-gray-900">{T.photos}</h3>
              {photos.length === 0 ? (
                <p className="text-sm text-gray-600">{T.noPhotos}</p>
              ) : (
                <ul className="grid grid-cols-3 gap-2">
                  {photos.map((url, index) => (
                    <li key={url} className="relative">
                      {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image */}
                      <img
                        src={url}
                        alt={`Photo ${index + 1} of ${displayName(user)}`}
                        className="aspect-square w-full rounded-xl object-cover"
                      />
                      {canAct ? (
                        <Button
                          size={null}
                          variant={null}
                          className="absolute right-1 top-1 size-8 rounded-full border border-gray-300 bg-white/90 text-sm text-gray-900 hover:bg-gray-50"
                          aria-label={`${T.removePhoto} ${index + 1}`}
                          onClick={() => onRemovePhoto(index)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-gray-900">{T.bio}</h3>
              <p className="whitespace-pre-wrap break-words text-sm text-gray-900">{user.profile.bio}</p>
              <p className="text-xs text-gray-600">
                {user.profile.age} · {user.profile.gender} · {user.profile.location}
              </p>
            </div>
          </>
        ) : (
          <p className="text-sm text-gray-600">{T.noProfile}</p>
        )}
      </div>
    </Section>
  );
}
