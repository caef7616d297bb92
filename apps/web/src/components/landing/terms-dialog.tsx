"use client";

import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { TERMS_EFFECTIVE, TERMS_SECTIONS } from "./terms";
import { LANDING_TEXTS } from "./texts";

export function TermsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          {LANDING_TEXTS.viewTerms}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
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
