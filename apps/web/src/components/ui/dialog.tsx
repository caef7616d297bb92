"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef, HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl" } as const;

export function DialogContent({
  className,
  children,
  width = "lg",
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { width?: keyof typeof WIDTHS }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none",
          WIDTHS[width],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-full p-1 text-gray-600 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** `flush`: no margin under it (in a content whose children are spaced already). */
export function DialogHeader({ className, flush = false, ...props }: HTMLAttributes<HTMLDivElement> & { flush?: boolean }) {
  return <div className={cn(flush ? "mb-0" : "mb-4", "space-y-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({
  className,
  large = false,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title> & { large?: boolean }) {
  return (
    <DialogPrimitive.Title className={cn(large ? "text-2xl" : "text-xl", "font-bold text-gray-900", className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-gray-600", className)} {...props} />;
}
