import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";

const fieldClasses =
  "w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-600";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClasses, "h-11", className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(fieldClasses, "min-h-28 resize-none py-3", className)} {...props} />;
});

/**
 * A textarea of a form the server renders filled: read-only in the server's HTML and
 * while hydrating, so nothing is typed into it before React holds it (decision 0050).
 * Hydration puts a `<textarea>` back to the server's text and moves its caret; typing
 * in that window would be mangled. Its own component, so that turning it on after
 * hydration renders the field again and not the whole form.
 */
export const TextareaAfterHydration = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextareaAfterHydration({ readOnly, ...props }, ref) {
    const hydrated = useHydrated();
    return <Textarea ref={ref} readOnly={readOnly || !hydrated} {...props} />;
  },
);
