"use client";

import {
  createContext,
  useContext,
  useId,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn";

/**
 * WAI-ARIA tabs (horizontal, automatic activation) with the markup and keyboard of
 * Radix Tabs: arrow keys move between tabs (wrapping), Home and End jump to the ends,
 * focusing a tab selects it, only the selected tab is in the Tab order. Written here
 * because it is the landing page's only widget, and Radix's roving-focus machinery
 * would be ~5 kB gzip of its first-load JavaScript.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs>");
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabsProps {
  defaultValue: string;
  /** The selected tab when the parent decides it (e.g. back to Login after a password reset). */
  value?: string;
  /** Told when another tab is selected. */
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

export function Tabs({ defaultValue, value: chosen, onValueChange, children }: TabsProps) {
  const baseId = useId();
  const [own, setValue] = useState(defaultValue);
  const value = chosen ?? own;
  const select = (next: string) => {
    if (next === value) return;
    setValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div data-orientation="horizontal">{children}</div>
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const current = tabs.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const last = tabs.length - 1;
  const next =
    event.key === "ArrowRight"
      ? (current + 1) % tabs.length
      : event.key === "ArrowLeft"
        ? (current - 1 + tabs.length) % tabs.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : null;
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/** `scrolls`: the strip is as wide as its tabs (at least the screen's), for a parent that scrolls it sideways. */
export function TabsList({
  className,
  onKeyDown,
  scrolls = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { scrolls?: boolean }) {
  return (
    <div
      {...props}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn("flex gap-1 rounded-full bg-gray-100 p-1", scrolls ? "w-max min-w-full" : "w-full", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
    />
  );
}

interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, "onFocus"> {
  value: string;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** In a `scrolls` strip: each tab as wide as its label on a phone, sharing the width from `sm`. */
  scrolls?: boolean;
}

export function TabsTrigger({ value, className, onFocus, scrolls = false, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className={cn(
        scrolls ? "flex-none px-4 sm:flex-1 sm:px-3" : "flex-1 px-3",
        "rounded-full py-2 text-sm font-semibold text-gray-700 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        // As Radix: a primary press focuses the tab (so its focus ring shows) and selects it at
        // once; other buttons and ctrl-click do not move focus.
        if (event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.select(value);
        } else {
          event.preventDefault();
        }
      }}
      onKeyDown={(event) => {
        if (event.key === " " || event.key === "Enter") tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected) tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /** Keep the panel's content mounted while another tab shows (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount = false, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const present = forceMount || selected;
  return (
    <div
      {...props}
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!present}
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none", className)}
    >
      {present ? children : null}
    </div>
  );
}
