"use client";

import type { ReactNode } from "react";
import { lazyModule, useLazyModule, usePreloadWhenIdle } from "~/lib/lazy-module";

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
 * Radix part is fetched when the browser is idle, or when it is opened first.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const loaded = useLazyModule(confirmDialog, props.open);
  usePreloadWhenIdle(confirmDialog);
  return loaded ? <loaded.ConfirmDialogContent {...props} /> : null;
}
