"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { getNonce } from "get-nonce";
import { Check, ChevronDown } from "lucide-react";
import { inertOutside } from "~/lib/inert-outside";
import type { SelectFieldProps } from "./select";
import { SELECT_TRIGGER_CLASSES } from "./select-trigger";

/**
 * While the list is open, Radix hides the rest of the page from assistive technology
 * (aria-hidden) and keeps focus in the list; `inert` makes that rest unfocusable too,
 * so nothing focusable sits inside hidden content (axe: aria-hidden-focus).
 */
function makeOthersInert(content: HTMLDivElement | null) {
  return content ? inertOutside(content) : undefined;
}

/**
 * The Radix select behind SelectField, loaded on demand. The value is given as the
 * chosen option's label, so it shows at once (no wait for the options to mount).
 */
export function SelectMenu({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  defaultOpen,
  autoFocus,
  ...aria
}: SelectFieldProps & { defaultOpen: boolean; autoFocus: boolean }) {
  const chosen = options.find((option) => option.value === value);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger id={id} className={SELECT_TRIGGER_CLASSES} autoFocus={autoFocus} {...aria}>
        <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 text-gray-600" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          ref={makeOthersInert}
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg"
        >
          {/* The viewport renders a <style>: it needs the page's nonce (StyleNonce, decision 0012). */}
          <SelectPrimitive.Viewport className="p-1" nonce={getNonce()}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded-lg py-2.5 pl-9 pr-3 text-base text-gray-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-3">
                  <Check className="size-4" aria-hidden />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
