import { describe, expect, it } from "vitest";
import { DEFAULT_DATE_STYLE } from "~/lib/date-style";
import { dateStyleFor } from "./date-style";

describe("dateStyleFor", () => {
  it("reads the hour cycle and the day's place from the first language", () => {
    expect(dateStyleFor("en-US,en;q=0.9")).toEqual({ hour12: true, dayFirst: false });
    expect(dateStyleFor("en-GB,en;q=0.8")).toEqual({ hour12: false, dayFirst: true });
    expect(dateStyleFor("de-CH, de;q=0.9, en;q=0.5")).toEqual({ hour12: false, dayFirst: true });
    expect(dateStyleFor("en-IN")).toEqual({ hour12: true, dayFirst: true });
    expect(dateStyleFor("ja")).toEqual({ hour12: false, dayFirst: false });
  });

  it("falls back to en-US's without a usable language", () => {
    for (const header of [null, "", "*", "not a tag!", "q=0.5"]) expect(dateStyleFor(header)).toEqual(DEFAULT_DATE_STYLE);
  });
});
