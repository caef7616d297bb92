"use client";

import { Eye, Heart, MapPin, MessageCircle, ShieldCheck } from "lucide-react";
import type { DialogOnDemandProps } from "~/components/ui/dialog-on-demand";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { LANDING_TEXTS } from "./texts";

const ICONS = [Heart, MessageCircle, Eye, MapPin, ShieldCheck];

/** The 'Learn More' dialog's content, loaded when it is first opened. */
export function LearnMoreContent({ open, onOpenChange, onCloseAutoFocus }: DialogOnDemandProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{LANDING_TEXTS.learnMoreTitle}</DialogTitle>
          <DialogDescription>{LANDING_TEXTS.tagline}</DialogDescription>
        </DialogHeader>
        <ul className="space-y-4">
          {LANDING_TEXTS.learnMorePoints.map((point, index) => {
            const Icon = ICONS[index] ?? Heart;
            return (
              <li key={point.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-gray-900">{point.title}</h3>
                  <p className="text-sm text-gray-700">{point.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
