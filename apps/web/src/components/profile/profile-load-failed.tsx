"use client";

import { useRouter } from "next/navigation";
import { LoadFailed } from "~/components/ui/load-failed";
import { PROFILE_TEXTS as T } from "./texts";

/** The server could not read the profile: 'Try again' renders the page again. */
export function ProfileLoadFailed() {
  const router = useRouter();
  return <LoadFailed message={T.loadFailed} retryLabel={T.retry} onRetry={() => router.refresh()} />;
}
