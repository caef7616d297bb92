"use client";

import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
import { lazyModule } from "~/lib/lazy-module";
import { LANDING_TEXTS as T } from "./texts";

const content = lazyModule(() => import("./forgot-password-content"));

/** `Forgot password?` under the Login form (docs/product-rules.md#accounts): the link, and the dialog loaded when it is asked for. */
export function ForgotPasswordDialog() {
  const dialog = useDialogOnDemand(content);
  return (
    <>
      <button
        type="button"
        {...dialog.triggerProps}
        className="mx-auto block rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {T.forgotPassword}
      </button>
      {dialog.loaded ? <dialog.loaded.ForgotPasswordContent {...dialog.contentProps} /> : null}
    </>
  );
}
