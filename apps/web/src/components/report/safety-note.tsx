import { ShieldCheck } from "lucide-react";
import { REPORT_TEXTS as T } from "./texts";

/** Spec §2 Report: reports are reviewed; immediate safety concerns go to local authorities. */
export function SafetyNote() {
  return (
    <aside aria-labelledby="safety-note-heading" className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
      <ShieldCheck className="mt-0.5 size-6 shrink-0 text-emerald-800" aria-hidden />
      <div className="space-y-1">
        <h2 id="safety-note-heading" className="font-semibold text-emerald-900">
          {T.safetyTitle}
        </h2>
        <p className="text-sm text-emerald-900">{T.safetyBody}</p>
      </div>
    </aside>
  );
}
