import { MessageCircle, Sparkles } from "lucide-react";
import { MATCHES_TEXTS as T } from "./texts";

/** The traits both answered alike: why they matched, and an easy first message. */
export function SharedTraits({ categories }: { categories: string[] }) {
  const [first] = categories;
  if (!first) return null;
  return (
    <div className="mt-3 rounded-xl bg-brand-50 px-3 py-2">
      <p className="flex flex-wrap items-center gap-1.5 text-xs text-brand-700">
        <Sparkles className="size-3.5" aria-hidden />
        <span className="font-semibold">{T.sharedPrefix}:</span>
        {categories.map((category) => (
          <span key={category} className="rounded-full bg-white px-2 py-0.5 font-medium text-brand-700 ring-1 ring-brand-100">
            {category}
          </span>
        ))}
      </p>
      <p className="mt-1 flex items-center gap-1 text-xs text-gray-700">
        <MessageCircle className="size-3.5 shrink-0" aria-hidden /> {T.icebreaker(first)}
      </p>
    </div>
  );
}
