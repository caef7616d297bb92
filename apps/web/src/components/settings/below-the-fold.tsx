"use client";

import type { ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { lazyModule, useLazyModule, type LazyModule } from "~/lib/lazy-module";
import { useWhenNear } from "~/lib/use-when-near";

const notificationsCard = lazyModule(() => import("./notifications-card"));
const signInSecurityCard = lazyModule(() => import("./sign-in-security-card"));
const hiddenWordsCard = lazyModule(() => import("./hidden-words-card"));

/**
 * A card below the fold, in its own chunk: fetched and rendered once it nears the
 * viewport or the page has been idle a while (issue 30, decision 0038), a skeleton
 * until then.
 */
function BelowTheFold<Module>({
  lazy,
  height,
  children,
}: {
  lazy: LazyModule<Module>;
  height: string;
  children: (loaded: Module) => ReactNode;
}) {
  const [ref, near] = useWhenNear<HTMLDivElement>();
  const loaded = useLazyModule(lazy, near);
  if (loaded) return children(loaded);
  return (
    <div ref={ref}>
      <Skeleton className={cn("w-full", height)} rounded="2xl" />
    </div>
  );
}

/** docs/product-rules.md#hidden-words: the list. */
export function HiddenWordsSection() {
  return (
    <BelowTheFold lazy={hiddenWordsCard} height="h-40">
      {(loaded) => <loaded.HiddenWordsCard />}
    </BelowTheFold>
  );
}

/** Settings → Notifications (docs/product-rules.md#push). */
export function NotificationsSection() {
  return (
    <BelowTheFold lazy={notificationsCard} height="h-40">
      {(loaded) => <loaded.NotificationsCard />}
    </BelowTheFold>
  );
}

/** Settings → `Sign-in & security` (docs/product-rules.md#accounts). */
export function SignInSecuritySection() {
  return (
    <BelowTheFold lazy={signInSecurityCard} height="h-64">
      {(loaded) => <loaded.SignInSecurityCard />}
    </BelowTheFold>
  );
}
