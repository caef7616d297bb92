"use client";

import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "~/lib/cn";

export function Progress({ value, className, label }: { value: number; className?: string; label: string }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-brand-100", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-600 transition-transform duration-300"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
