"use client";

import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

/**
 * Non-modal: a modal menu hides the rest of the page with aria-hidden while focusable
 * controls remain inside it (axe: aria-hidden-focus). Keyboard use is unchanged.
 */
export function DropdownMenu(props: ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        align="end"
        sideOffset={6}
        className={cn("z-50 min-w-44 overflow-hidden rounded-xl border border-gray-200 bg-white p-1 shadow-lg", className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium outline-none data-[highlighted]:bg-gray-100 [&_svg]:size-4",
        destructive ? "text-red-700 data-[highlighted]:bg-red-50" : "text-gray-900",
        className,
      )}
      {...props}
    />
  );
}
