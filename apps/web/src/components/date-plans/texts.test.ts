import { describe, expect, it } from "vitest";
import { localInputToIso } from "./date-plan-time";
import { formatDateTimeAtOffset } from "./texts";

describe("the time of a date plan", () => {
  it("is shown in the offset the sharer wrote it in, whatever the reader's zone", () => {
    const at = new Date("2026-12-03T18:30:00.000Z");
    expect(formatDateTimeAtOffset(at, 60)).toBe("Thursday, 3 December 2026, 19:30 (UTC+1)");
    expect(formatDateTimeAtOffset(at, 0)).toBe("Thursday, 3 December 2026, 18:30 (UTC)");
    expect(formatDateTimeAtOffset(at, -270)).toBe("Thursday, 3 December 2026, 14:00 (UTC−4:30)");
  });

  it("is sent with the browser's offset, so the same wall-clock time comes back", () => {
    const iso = localInputToIso("2026-12-03T19:30");
    expect(iso).toMatch(/^2026-12-03T19:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date("2026-12-03T19:30").getTime());
    expect(localInputToIso("")).toBeNull();
  });
});
