import type { LabelHTMLAttributes } from "react";

/** A form label (FormField gives it `htmlFor`); a `className` replaces its text classes. */
export function Label({ className, onMouseDown, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={className ?? "text-sm font-medium text-gray-800"}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A double click on a label would select its text (as Radix Label prevents).
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
