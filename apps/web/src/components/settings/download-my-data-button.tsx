"use client";

import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import type { SETTINGS_TEXTS } from "./texts";

/** Its texts, handed down as strings by the server-rendered card (not the whole texts module in the page's first chunk). */
type DownloadTexts = Pick<(typeof SETTINGS_TEXTS)["myData"], "download" | "preparing" | "failed">;

/** The file name the server chose (Content-Disposition), or a dated default. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `unveil-export-${new Date().toISOString().slice(0, 10)}.json`;
}

/**
 * docs/product-rules.md#the-daters-data 'Download my data': GET /api/export (a plain download: the server
 * names the file), with progress shown while the server prepares it. The island of the
 * server-rendered `MyDataCard`: in its HTML the button waits for hydration, disabled.
 */
export function DownloadMyDataButton({ texts: T }: { texts: DownloadTexts }) {
  const [preparing, setPreparing] = useState(false);
  const hydrated = useHydrated();

  async function download() {
    setPreparing(true);
    try {
      const response = await fetch("/api/export", { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        toast({ title: T.failed, description: body?.message ?? response.statusText, variant: "destructive" });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ title: T.failed, description: "Please check your connection and try again.", variant: "destructive" });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => void download()}
        disabled={preparing || !hydrated}
        aria-busy={preparing}
      >
        {preparing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />}
        {preparing ? T.preparing : T.download}
      </Button>
      {preparing ? (
        <p role="status" className="sr-only">
          {T.preparing}
        </p>
      ) : null}
    </>
  );
}
