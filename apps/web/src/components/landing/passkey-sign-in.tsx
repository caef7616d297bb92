"use client";

import { KeyRound, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { lazyModule, preload } from "~/lib/lazy-module";
import { browserHasPasskeys, webAuthnBrowser } from "~/lib/webauthn";
import { useLazyApiClient } from "~/trpc/lazy-client";
import { LANDING_TEXTS as T } from "./texts";

const flow = lazyModule(() => import("./passkey-sign-in-flow"));

/**
 * `Sign in with a passkey` on the Login tab (docs/product-rules.md#accounts): no email, the browser offers the
 * passkeys it holds for Unveil. Only the button is in the landing page's first load:
 * what it does, the WebAuthn library and the API client arrive when it is approached.
 */
export function PasskeySignInButton() {
  const router = useRouter();
  const getClient = useLazyApiClient();
  const [waiting, setWaiting] = useState(false);
  const prepare = () => {
    preload(flow);
    preload(webAuthnBrowser);
    getClient().catch(() => undefined);
  };

  async function signIn() {
    if (!browserHasPasskeys()) {
      toast({ title: T.passkeyUnsupportedTitle, description: T.passkeyUnsupportedBody });
      return;
    }
    setWaiting(true);
    try {
      const [client, { signInWithPasskey }] = await Promise.all([getClient(), flow.load()]);
      if (await signInWithPasskey(client)) {
        router.replace("/");
        router.refresh();
      }
    } catch {
      toast({ title: T.loginFailedTitle, description: T.passkeyFailedBody, variant: "destructive" });
    } finally {
      setWaiting(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => void signIn()}
      disabled={waiting}
      aria-busy={waiting}
    >
      {waiting ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
      {waiting ? T.passkeyWaiting : T.signInWithPasskey}
    </Button>
  );
}
