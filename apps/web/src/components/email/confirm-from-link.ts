import { toast } from "~/hooks/use-toast";
import { CONFIRM_EMAIL_TEXTS as T } from "./texts";

interface ErrorBody {
  message?: string;
}

/**
 * Confirms the email with a mail's link token over the REST path (the landing page has no
 * tRPC client) and says how it went; `done` runs after a success. Loaded only when a page
 * opens with `?verify=` (verify-link.tsx).
 */
export async function confirmFromLink(token: string, done: () => void): Promise<void> {
  try {
    const answer = await fetch("/api/email/verify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    if (answer.ok) {
      toast({ title: T.confirmedToast });
      done();
      return;
    }
    const body = (await answer.json().catch(() => ({}))) as ErrorBody;
    toast({ title: T.linkFailedToast, description: body.message, variant: "destructive" });
  } catch {
    toast({ title: T.linkFailedToast, description: T.linkOffline, variant: "destructive" });
  }
}
