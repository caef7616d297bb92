import { errorMessage, toast, toastThroughNavigation } from "~/hooks/use-toast";
import { passkeyPromptEnding, webAuthnBrowser } from "~/lib/webauthn";
import type { ApiClient } from "~/trpc/lazy-client";
import { LANDING_TEXTS as T } from "./texts";

/**
 * What `Sign in with a passkey` does once pressed (docs/product-rules.md#accounts): a challenge from the
 * server, the browser's passkey prompt, the answer back. Loaded when the button is
 * approached, with @simplewebauthn/browser, so neither is in the landing page's first
 * load. Answers whether the dater is now signed in.
 */
export async function signInWithPasskey(client: ApiClient): Promise<boolean> {
  try {
    const [webauthn, { challengeId, options }] = await Promise.all([
      webAuthnBrowser.load(),
      client.passkeys.loginOptions.mutate(),
    ]);
    let response: Awaited<ReturnType<typeof webauthn.startAuthentication>>;
    try {
      response = await webauthn.startAuthentication({ optionsJSON: options });
    } catch (error) {
      toast(
        passkeyPromptEnding(error) === "cancelled"
          ? { title: T.passkeyCancelledTitle, description: T.passkeyCancelledBody }
          : { title: T.loginFailedTitle, description: T.passkeyFailedBody, variant: "destructive" },
      );
      return false;
    }
    await client.passkeys.login.mutate({ challengeId, response });
    toastThroughNavigation({ title: T.welcomeBackTitle, description: T.welcomeBackBody });
    return true;
  } catch (error) {
    toast({ title: T.loginFailedTitle, description: errorMessage(error, T.passkeyFailedBody), variant: "destructive" });
    return false;
  }
}
