"use client";

import type { ReactNode } from "react";
import { lazyModule, useLazyModuleOnceWanted, usePreloadWhenIdle } from "~/lib/lazy-module";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
}

const confirmDialog = lazyModule(() => import("./confirm-dialog-content"));

/**
 * Every destructive or irreversible action asks first, through this one dialog. Its
 * Radix part is fetched when the browser is idle, or when it is opened first, and
 * rendered from the first opening on (a preload alone renders nothing).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const loaded = useLazyModuleOnceWanted(confirmDialog, props.open);
  usePreloadWhenIdle(confirmDialog);
  return loaded ? <loaded.ConfirmDialogContent {...props} /> : null;
}
