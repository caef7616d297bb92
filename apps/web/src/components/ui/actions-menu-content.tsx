"use client";

import { MoreVertical } from "lucide-react";
import { Button } from "./button";
import type { ActionsMenuProps } from "./actions-menu";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";

/** The Radix menu behind ActionsMenu, loaded on demand. */
export function ActionsMenuContent({
  label,
  items,
  open,
  onOpenChange,
  triggerClassName,
  iconClassName,
  autoFocus,
}: Omit<ActionsMenuProps, "open" | "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  autoFocus: boolean;
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={triggerClassName}
          aria-label={label}
          autoFocus={autoFocus}
          onClick={(event) => event.stopPropagation()}
        >
          <MoreVertical className={iconClassName} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
        {items.map(({ label: itemLabel, icon: Icon, destructive, onSelect }) => (
          <DropdownMenuItem key={itemLabel} destructive={destructive} onSelect={onSelect}>
            <Icon aria-hidden /> {itemLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
