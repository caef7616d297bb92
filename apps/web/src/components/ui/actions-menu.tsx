"use client";

import { MoreVertical, type LucideIcon } from "lucide-react";
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from "react";
import { lazyModule, preload, reportLoadFailure } from "~/lib/lazy-module";
import { afterLoadWhenIdle } from "~/lib/when-idle";
import { cn } from "~/lib/cn";
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

let preloadScheduled = false;

/**
 * The stand-in's ref, stable so React calls it once per button, when React has attached
 * its handlers: enables it (in the server HTML it is `aria-disabled` and takes no taps: a
 * press before hydration would be lost; not `disabled`, as React would then drop its
 * clicks) and schedules the page's one idle preload of the menu. No hook for either.
 */
function attachStandIn(button: HTMLButtonElement | null) {
  if (!button) return;
  button.removeAttribute("aria-disabled");
  if (preloadScheduled || actionsMenu.current()) return;
  preloadScheduled = true;
  afterLoadWhenIdle(() => preload(actionsMenu));
}

interface MenuState {
  open: boolean;
  /** Opened once: the Radix menu stays from then on (its closing animation, focus return). */
  opened: boolean;
  /** The stand-in had focus when pressed: the Radix trigger that replaces it takes it. */
  focused: boolean;
}

const CLOSED: MenuState = { open: false, opened: false, focused: false };

/**
 * A '⋮' options button with its menu of actions. Until first opened it is a plain button
 * with the same look, name and ARIA, hydrating with one hook (issue 30: a list repeats it
 * per card); a press (click, Enter, Space, ArrowDown) loads the Radix menu if the idle
 * preload has not, mounts it and opens it.
 */
export function ActionsMenu({ open: controlledOpen, onOpenChange, ...props }: ActionsMenuProps) {
  const [menu, setMenu] = useState(CLOSED);
  const open = controlledOpen ?? menu.open;
  if (open && !menu.opened) setMenu({ ...menu, opened: true });
  const setOpen = (next: boolean, focused?: boolean) => {
    setMenu((current) => ({ open: next, opened: current.opened || next, focused: focused ?? current.focused }));
    onOpenChange?.(next);
  };

  const loaded = menu.opened || open ? actionsMenu.current() : undefined;
  if (loaded) return <loaded.ActionsMenuContent {...props} open={open} onOpenChange={setOpen} autoFocus={menu.focused} />;

  const press = (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    preload(actionsMenu);
    setOpen(true, document.activeElement === event.currentTarget);
  };
  return (
    <>
      <Button
        ref={attachStandIn}
        variant="ghost"
        size="icon"
        className={cn("aria-disabled:pointer-events-none aria-disabled:opacity-50", props.triggerClassName)}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        aria-disabled
        onPointerEnter={() => preload(actionsMenu)}
        onFocus={() => preload(actionsMenu)}
        onClick={press}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          press(event);
        }}
      >
        <MoreVertical className={props.iconClassName} aria-hidden />
      </Button>
      {open && <RenderWhenLoaded onLoaded={() => setMenu((current) => ({ ...current }))} onFailed={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while an opened menu's module is on its way: re-renders the menu when it lands. */
function RenderWhenLoaded({ onLoaded, onFailed }: { onLoaded: () => void; onFailed: () => void }) {
  useEffect(() => {
    let live = true;
    actionsMenu.load().then(
      () => live && onLoaded(),
      () => {
        reportLoadFailure();
        if (live) onFailed();
      },
    );
    return () => {
      live = false;
    };
    // Once per mount: the callbacks only set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
