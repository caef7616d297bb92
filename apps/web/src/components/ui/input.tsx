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

/**
 * Read-only in the server's HTML and while hydrating, so nothing is typed into it before
 * React holds it (decision 0050): hydration puts a `<textarea>` back to the server's text
 * and moves its caret, so typing in that window was mangled. Mounted after hydration (a
 * dialog, a client navigation) it takes typing at once.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, readOnly, ...props },
  ref,
) {
  const hydrated = useHydrated();
  return (
    <textarea
      ref={ref}
      readOnly={readOnly || !hydrated}
      className={cn(fieldClasses, "min-h-28 resize-none py-3", className)}
      {...props}
    />
  );
});
