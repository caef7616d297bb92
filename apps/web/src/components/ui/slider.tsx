"use client";

import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

interface ThumbAria {
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A single-thumb slider. The thumb is the control assistive technology meets (role
 * slider): its name (aria-label or aria-labelledby) and description go there.
 */
export function Slider({ className, ...props }: ComponentPropsWithoutRef<typeof SliderPrimitive.Root> & ThumbAria) {
  const {
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledby,
    "aria-describedby": ariaDescribedby,
    "aria-invalid": ariaInvalid,
    ...rootProps
  } = props;
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
        aria-describedby={ariaDescribedby}
        aria-invalid={ariaInvalid}
        className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/40"
      />
    </SliderPrimitive.Root>
  );
}
