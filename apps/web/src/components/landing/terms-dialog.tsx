"use client";

import { Button } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
import { lazyModule } from "~/lib/lazy-module";
import { LANDING_TEXTS } from "./texts";

const terms = lazyModule(() => import("./terms-content"));

/** 'View Terms of Service' (spec §2 Landing): the button, and the ten sections loaded when they are asked for. */
export function TermsDialog() {
  const dialog = useDialogOnDemand(terms);
  return (
    <>
      <Button {...dialog.triggerProps} variant="link" size="inline">
        {LANDING_TEXTS.viewTerms}
      </Button>
      {dialog.loaded ? <dialog.loaded.TermsContent {...dialog.contentProps} /> : null}
    </>
  );
}
