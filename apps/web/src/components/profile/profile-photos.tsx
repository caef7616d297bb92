import { Camera } from "lucide-react";
import { ScreenLink } from "~/components/ui/screen-link";
import { buttonVariants } from "~/components/ui/button";
import { displayImage, IMAGE_SIZES } from "~/lib/display-image";
import { PROFILE_TEXTS as T } from "./texts";

/** Spec §2 Profile: the first photo large, the others in a grid, or a friendly placeholder. */
export function ProfilePhotos({ photos }: { photos: readonly string[] }) {
  const [primary, ...others] = photos;
  if (!primary) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Camera className="size-8" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">{T.noPhotosTitle}</h2>
        <p className="max-w-xs text-sm text-gray-600">{T.noPhotosBody}</p>
        <ScreenLink href="/settings" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {T.addPhotos}
        </ScreenLink>
      </section>
    );
  }
  return (
    <section aria-label="Photos" className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-guarded /objects URLs; next/image's optimizer cannot fetch them */}
      <img
        {...displayImage(primary, IMAGE_SIZES.fullWidth)}
        alt={T.primaryPhotoAlt}
        width={448}
        height={560}
        className="aspect-[4/5] w-full rounded-2xl bg-gray-100 object-cover"
        fetchPriority="high"
      />
      {others.length > 0 ? (
        <ul aria-label={T.morePhotos} className="grid grid-cols-3 gap-2">
          {others.map((photo, index) => (
            <li key={photo}>
              {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
              <img
                {...displayImage(photo, IMAGE_SIZES.third)}
                alt={T.photoAlt(index + 2)}
                width={144}
                height={144}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-xl bg-gray-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
