"use client";

import { useRef, useState } from "react";
import { preload, useLazyModule, type LazyModule } from "~/lib/lazy-module";

/**
 * A dialog whose content is loaded when it is first opened (or when its button is
 * hovered or focused): the button is on the page from the start, the Radix dialog and
 * its content are not. Spread `triggerProps` on the button and `contentProps` on the
 * loaded content; closing returns focus to the button, as a Radix trigger would.
 */
export function useDialogOnDemand<T>(lazy: LazyModule<T>) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loaded = useLazyModule(lazy, open);
  return {
    loaded,
    triggerProps: {
      ref: triggerRef,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: () => preload(lazy),
      onFocus: () => preload(lazy),
      onClick: () => {
        preload(lazy);
        setOpen(true);
      },
    },
    contentProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    },
  };
}

/** What a dialog loaded on demand receives from useDialogOnDemand. */
export interface DialogOnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}
