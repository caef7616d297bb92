import { cn } from "~/lib/cn";
import { displayImage } from "~/lib/display-image";
import { initialsOf, photoOf, type PublicUser } from "~/lib/match-display";

/** Box, '?' and initials text sizes per avatar size (Tailwind's size-N). */
const SIZES = {
  10: { box: "size-10", mark: "text-lg", initials: "" },
  12: { box: "size-12", mark: "text-xl", initials: "" },
  14: { box: "size-14", mark: "text-2xl", initials: "text-lg" },
  16: { box: "size-16", mark: "text-2xl", initials: "text-xl" },
  24: { box: "size-24", mark: "text-4xl", initials: "text-3xl" },
} as const;

interface MatchAvatarProps {
  /** The other person, as the match shows them. */
  person: PublicUser;
  /** A Mystery Match shows '?': no photo, no initials (spec §2). */
  mystery: boolean;
  size: keyof typeof SIZES;
  /** The photo's text alternative; empty where the name is written beside it. */
  alt?: string;
  /**
   * Below a phone's first screen: the browser fetches the photo only as the dater scrolls
   * near it, and the server writes no preload for it, so it does not compete with the
   * page's first load.
   */
  lazy?: boolean;
  className?: string;
}

/** A match's round picture: '?' while a mystery, else their first photo, else their initials. */
export function MatchAvatar({ person, mystery, size, alt = "", lazy = false, className }: MatchAvatarProps) {
  const style = SIZES[size];
  if (mystery) {
    return (
      <span
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 font-bold text-white",
          style.box,
          style.mark,
          className,
        )}
        aria-hidden
      >
        ?
      </span>
    );
  }
  const photo = photoOf(person);
  if (photo) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated image
      <img
        {...displayImage(photo, `${size * 4}px`)}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        className={cn("shrink-0 rounded-full object-cover", style.box, className)}
      />
    );
  }
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700",
        style.box,
        style.initials,
        className,
      )}
      aria-hidden
    >
      {initialsOf(person)}
    </span>
  );
}
