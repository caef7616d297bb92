"use client";

import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

export function Label({ className, ...props }: ComponentPropsWithoutRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("text-sm font-medium text-gray-800", className)} {...props} />;
}

/** A field's error or hint line, tied to the input with aria-describedby. */
export function FieldMessage({ id, error, children }: { id: string; error?: string | undefined; children?: React.ReactNode }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  return children ? (
    <p id={id} className="text-sm text-gray-600">
      {children}
    </p>
  ) : null;
}
