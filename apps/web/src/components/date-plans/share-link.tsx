"use client";

import { Check, Copy, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { DATE_PLAN_TEXTS as T } from "./texts";

/** Copy the link, or hand it to the system share sheet where the browser has one (navigator.share). */
export function ShareLinkActions({ url, compact = false }: { url: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  // Rendered only in the browser (the dialog loads on demand), so no server render to agree with.
  const canShare = typeof navigator.share === "function";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: T.copied });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: T.copyFailed, description: url, variant: "destructive" });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: T.shareTitle, url });
    } catch {
      // Dismissing the share sheet rejects too: nothing to say.
    }
  }

  const size = compact ? "sm" : "default";
  return (
    <div className="flex gap-2">
      <Button
        type="button"
        variant={canShare ? "secondary" : "primary"}
        size={size}
        className="flex-1"
        onClick={() => void copy()}
      >
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {T.copy}
      </Button>
      {canShare ? (
        <Button type="button" size={size} className="flex-1" onClick={() => void share()}>
          <Share2 className="size-4" aria-hidden />
          {T.share}
        </Button>
      ) : null}
    </div>
  );
}
