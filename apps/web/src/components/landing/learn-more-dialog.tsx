"use client";

import { Eye, Heart, MapPin, MessageCircle, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { LANDING_TEXTS } from "./texts";

const ICONS = [Heart, MessageCircle, Eye, MapPin, ShieldCheck];

export function LearnMoreDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-white/70 bg-white/10 text-white backdrop-blur hover:bg-white/20">
          {LANDING_TEXTS.learnMore}
        </Button>
      </DialogTrigger>
      <DialogContent>
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
