"use client";

import { Button } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
import { lazyModule } from "~/lib/lazy-module";
import { LANDING_TEXTS } from "./texts";

const learnMore = lazyModule(() => import("./learn-more-content"));

/** 'Learn More' (spec §2 Landing): the button, and the dialog loaded when it is asked for. */
export function LearnMoreDialog() {
  const dialog = useDialogOnDemand(learnMore);
  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant={null}
        className="rounded-full border border-white/70 bg-white/10 text-white backdrop-blur hover:bg-white/20"
      >
        {LANDING_TEXTS.learnMore}
      </Button>
      {dialog.loaded ? <dialog.loaded.LearnMoreContent {...dialog.contentProps} /> : null}
    </>
  );
}
