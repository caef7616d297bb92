import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** Every empty list gets a friendly explanation (and, where useful, a next step). */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <section className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-8" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children ? <div className="max-w-xs text-sm text-gray-600">{children}</div> : null}
    </section>
  );
}
