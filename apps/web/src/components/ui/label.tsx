import type { LabelHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** A form label (FormField gives it `htmlFor`). */
export function Label({ className, onMouseDown, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn("text-sm font-medium text-gray-800", className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A double click on a label would select its text (as Radix Label prevents).
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
