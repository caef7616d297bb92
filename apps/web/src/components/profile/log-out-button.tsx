"use client";

import { Loader2, LogOut } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { api } from "~/trpc/react";
import { PROFILE_TEXTS as T } from "./texts";

/**
 * Spec §4 logout: after the call the browser goes to /, even when the call failed
 * (the failure is only logged). A full page load drops every cached query of the
 * signed-in user, so nothing of theirs lingers in memory. In the server HTML (issue 30)
 * it waits for hydration, disabled: a press before would be lost.
 */
export function LogOutButton() {
  const logout = api.auth.logout.useMutation({
    onError: (error) => console.info("[logout] failed; leaving anyway:", error.message),
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: see above
    onSettled: () => window.location.assign("/"),
  });
  // Stays disabled after a success too: the page is on its way out.
  const busy = logout.isPending || logout.isSuccess || logout.isError;
  const hydrated = useHydrated();
  return (
    <Button variant="outline" className="w-full" onClick={() => logout.mutate()} disabled={busy || !hydrated}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
      {busy ? T.loggingOut : T.logOut}
    </Button>
  );
}
