import { describe, expect, it } from "vitest";
import { localTimeFormat } from "./local-time";

// Local-time constructors: the same wall-clock time whatever zone the test runs in.
const morning = new Date(2026, 10, 28, 9, 41);
const midnight = new Date(2026, 0, 1, 0, 5);
const noon = new Date(2026, 8, 3, 12, 0);
const evening = new Date(2026, 11, 3, 19, 30);

describe("localTimeFormat", () => {
  const us = localTimeFormat({ hour12: true, dayFirst: false });
  const gb = localTimeFormat({ hour12: false, dayFirst: true });

  it("writes a 12-hour clock with AM and PM, midnight and noon as 12", () => {
    expect([morning, midnight, noon, evening].map(us.clock)).toEqual(["9:41 AM", "12:05 AM", "12:00 PM", "7:30 PM"]);
  });

  it("writes a 24-hour clock with two-digit hours", () => {
    expect([morning, midnight, noon, evening].map(gb.clock)).toEqual(["09:41", "00:05", "12:00", "19:30"]);
  });

  it("puts the day after or before the month", () => {
    expect(us.day(noon)).toBe("Sep 3, 2026");
    expect(gb.day(noon)).toBe("3 Sep 2026");
    expect(us.dayAndClock(morning)).toBe("Nov 28, 2026, 9:41 AM");
    expect(gb.dayAndClock(morning)).toBe("28 Nov 2026, 09:41");
  });

  it("writes a plan's start with its weekday", () => {
    expect(us.weekdayAndClock(evening)).toBe("Thu, Dec 3, 7:30 PM");
    expect(gb.weekdayAndClock(evening)).toBe("Thu 3 Dec, 19:30");
  });
});
