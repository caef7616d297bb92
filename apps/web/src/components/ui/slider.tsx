"use client";

import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

/** A single-thumb slider; give it an accessible name with aria-label or aria-labelledby. */
export function Slider({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof SliderPrimitive.Root> & { "aria-label"?: string; "aria-labelledby"?: string }) {
  const { "aria-label": ariaLabel, "aria-labelledby": ariaLabelledby, ...rootProps } = props;
  return (
    <SliderPrimitive.Root
      className={cn("relative flex h-6 w-full touch-none select-none items-center", className)}
      {...rootProps}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-brand-100">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/40"
      />
    </SliderPrimitive.Root>
  );
}
