"use client";

import { ChevronDown } from "lucide-react";
import { useCallback, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { lazyModule, preload, useLazyModuleOnceWanted, usePreloadWhenIdle } from "~/lib/lazy-module";
import { SELECT_TRIGGER_CLASSES } from "./select-trigger";
import { typeaheadMatch, useTypeahead } from "./select-typeahead";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  disabled?: boolean;
}

const selectMenu = lazyModule(() => import("./select-menu"));

/**
 * A Radix select with our look; label it with <Label htmlFor={id}> (FormField does).
 * The Radix part is loaded on demand: until the dater first opens it, a stand-in with
 * the same look, name and value holds its place, and that press opens the select as
 * soon as its code is there. A preload alone never swaps the stand-in: the code can
 * arrive between a finger's press and its release (it is fetched from the pointer's
 * first touch), and a button swapped under the finger loses the tap. Typing a letter on
 * the closed stand-in picks the next option that starts with it, as Radix's trigger does.
 */
export function SelectField(props: SelectFieldProps) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  const loaded = useLazyModuleOnceWanted(selectMenu, openWhenLoaded);
  usePreloadWhenIdle(selectMenu);
  const hydrated = useHydrated();
  const { id, value, options, placeholder, disabled, onValueChange, ...aria } = props;
  const onSearch = useCallback(
    (search: string) => {
      const next = typeaheadMatch(options, value, search);
      if (next) onValueChange(next.value);
    },
    [options, value, onValueChange],
  );
  const typeahead = useTypeahead(onSearch);

  if (loaded) return <loaded.SelectMenu {...props} defaultOpen={openWhenLoaded} autoFocus={focused} />;

  const label = options.find((option) => option.value === value)?.label;
  const open = () => {
    preload(selectMenu);
    setOpenWhenLoaded(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.ctrlKey && !event.altKey && !event.metaKey && event.key.length === 1) {
      // Within a search, Space is a letter of it, not a press that opens the list.
      if (event.key === " " && typeahead.typing()) event.preventDefault();
      typeahead.type(event.key);
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open();
    }
  };
  return (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      // In server HTML (the Settings Profile tab arrives filled) a press before hydration would be lost.
      disabled={disabled || !hydrated}
      className={SELECT_TRIGGER_CLASSES}
      onPointerEnter={() => preload(selectMenu)}
      onFocus={() => {
        setFocused(true);
        preload(selectMenu);
      }}
      onBlur={() => setFocused(false)}
      onClick={open}
      onKeyDown={onKeyDown}
      {...aria}
    >
      <span style={{ pointerEvents: "none" }}>{label ?? placeholder}</span>
      <span aria-hidden>
        <ChevronDown className="size-4 text-gray-600" aria-hidden />
      </span>
    </button>
  );
}
