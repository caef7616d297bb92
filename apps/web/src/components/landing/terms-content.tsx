"use client";

import type { DialogOnDemandProps } from "~/components/ui/dialog-on-demand";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { TERMS_EFFECTIVE, TERMS_SECTIONS } from "./terms";

/** The Terms of Service dialog's content, loaded when it is first opened. */
export function TermsContent({ open, onOpenChange, onCloseAutoFocus }: DialogOnDemandProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Terms of Service</DialogTitle>
          <DialogDescription>Effective {TERMS_EFFECTIVE}</DialogDescription>
        </DialogHeader>
        <ol className="space-y-4">
          {TERMS_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <h3 className="font-semibold text-gray-900">
                {index + 1}. {section.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-700">{section.body}</p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
