"use client";

import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

export const RadioGroup = RadioGroupPrimitive.Root;

/** A full-width option card: the whole card is the radio; `compact` for a smaller one. */
export function RadioCard({
  className,
  children,
  compact = false,
  ...props
}: ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item> & { compact?: boolean }) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        compact ? "p-3 text-sm" : "p-4 text-base",
        "group flex w-full items-center gap-3 rounded-2xl border-2 border-gray-200 bg-white text-left text-gray-900 transition-colors hover:border-brand-500/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50",
        className,
      )}
      {...props}
    >
      <span className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-gray-400 group-data-[state=checked]:border-brand-600">
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-600" />
      </span>
      <span className="flex-1">{children}</span>
    </RadioGroupPrimitive.Item>
  );
}
