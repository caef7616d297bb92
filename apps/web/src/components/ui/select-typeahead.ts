import { useCallback, useEffect, useRef } from "react";

interface Labelled {
  value: string;
  label: string;
}

/** Letters typed within this long of each other make one search, as in Radix's select. */
const SEARCH_RESET_MS = 1000;

/**
 * The option a closed select moves to when the dater types `search`, by Radix Select's
 * rule (its trigger's typeahead), so the stand-in behaves as the select it stands for:
 * the first label after the current one that starts with the search, wrapping around;
 * one letter typed again and again steps through the labels that start with it.
 * Undefined when nothing else matches.
 */
export function typeaheadMatch<T extends Labelled>(options: readonly T[], currentValue: string, search: string): T | undefined {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search[0]! : search).toLowerCase();
  const current = options.findIndex((option) => option.value === currentValue);
  const start = Math.max(current, 0);
  const wrapped = options.map((_, index) => options[(start + index) % options.length]!);
  const candidates = wanted.length === 1 ? wrapped.filter((option) => option.value !== currentValue) : wrapped;
  const next = candidates.find((option) => option.label.toLowerCase().startsWith(wanted));
  return next?.value === currentValue ? undefined : next;
}

/**
 * Collects the letters a dater types into one search (reset after a second's pause) and
 * hands each longer search to `onSearch`. `typing()` tells whether a search is under way
 * (then Space is part of it, not a press).
 */
export function useTypeahead(onSearch: (search: string) => void): { type: (key: string) => void; typing: () => boolean } {
  const search = useRef("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const type = useCallback(
    (key: string) => {
      search.current += key;
      onSearch(search.current);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        search.current = "";
      }, SEARCH_RESET_MS);
    },
    [onSearch],
  );
  const typing = useCallback(() => search.current !== "", []);
  return { type, typing };
}
