"use client";

import { MoreVertical, type LucideIcon } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { lazyModule, preload, useLazyModuleOnceWanted, usePreloadWhenIdle } from "~/lib/lazy-module";
import { Button } from "./button";

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
  onSelect: () => void;
}

export interface ActionsMenuProps {
  /** The options button's accessible name ('Match options'). */
  label: string;
  items: readonly MenuAction[];
  /** Controlled open state, for menus also opened another way (a long press). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerClassName?: string;
  iconClassName?: string;
}

const actionsMenu = lazyModule(() => import("./actions-menu-content"));

/**
 * A '⋮' options button with its menu of actions. The Radix menu is loaded on demand:
 * until then a stand-in button with the same look and name holds its place, and a
 * press on it opens the menu as soon as it has arrived (at once after the idle preload).
 */
export function ActionsMenu({ open: controlledOpen, onOpenChange, ...props }: ActionsMenuProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The Radix menu replaces the stand-in when the dater opens it, not when the idle preload lands.
  const loaded = useLazyModuleOnceWanted(actionsMenu, open);
  usePreloadWhenIdle(actionsMenu);
  const hydrated = useHydrated();

  if (loaded) return <loaded.ActionsMenuContent {...props} open={open} onOpenChange={setOpen} autoFocus={focused} />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      className={props.triggerClassName}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      // In the server HTML (the lists arrive filled) a press before hydration would be lost: disabled until then.
      disabled={!hydrated}
      onPointerEnter={() => preload(actionsMenu)}
      onFocus={() => {
        setFocused(true);
        preload(actionsMenu);
      }}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.stopPropagation();
        preload(actionsMenu);
        setOpen(true);
      }}
      onKeyDown={onKeyDown}
    >
      <MoreVertical className={props.iconClassName} aria-hidden />
    </Button>
  );
}
