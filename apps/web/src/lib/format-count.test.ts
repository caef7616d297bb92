import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

const intl = new Intl.NumberFormat("en-US");

describe("formatCount", () => {
  it("writes whole numbers exactly as Intl.NumberFormat('en-US') does", () => {
    const values = [0, 7, 42, 999, 1_000, 9_999, 55_000, 55_012, 123_456, 1_000_000, 98_765_432_109, -1, -1_234, -1_000_000];
    for (let exponent = 0; exponent <= 15; exponent++) values.push(10 ** exponent - 1, 10 ** exponent, 3 * 10 ** exponent + 7);
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it("falls back to Intl for what is not a safe whole number", () => {
    for (const value of [1.5, 1234.5678, Number.MAX_SAFE_INTEGER + 2]) expect(formatCount(value)).toBe(intl.format(value));
  });
});
