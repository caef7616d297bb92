"use client";

import { createContext, type ReactNode } from "react";
import { DEFAULT_DATE_STYLE, type DateStyle } from "~/lib/date-style";

/** Kept apart from the formatting (`./local-time`), so the signed-in layout carries only this. */
export const DateStyleContext = createContext<DateStyle>(DEFAULT_DATE_STYLE);

/** The dater's way of writing times and dates, read on the server from the request (`~/server/date-style`). */
export function DateStyleProvider({ style, children }: { style: DateStyle; children: ReactNode }) {
  return <DateStyleContext.Provider value={style}>{children}</DateStyleContext.Provider>;
}
