import { describe, expect, it } from "vitest";
import { typeaheadMatch } from "./select-typeahead";

const OPTIONS = [
  { value: "m", label: "Man" },
  { value: "w", label: "Woman" },
  { value: "nb", label: "Non-binary" },
  { value: "n", label: "Not listed" },
];

const match = (current: string, search: string) => typeaheadMatch(OPTIONS, current, search)?.value;

describe("typeaheadMatch (Radix Select's rule for a closed select)", () => {
  it("moves to the first other label that starts with the letter, ignoring case", () => {
    expect(match("m", "w")).toBe("w");
    expect(match("m", "W")).toBe("w");
    expect(match("", "n")).toBe("nb");
  });

  it("steps through the labels that start with a letter typed again, wrapping around", () => {
    expect(match("nb", "n")).toBe("n");
    expect(match("n", "nn")).toBe("nb");
  });

  it("matches a longer search from the current option on, and keeps it when it still matches", () => {
    expect(match("m", "not")).toBe("n");
    expect(match("n", "not")).toBeUndefined();
  });

  it("finds nothing for a search no label starts with", () => {
    expect(match("m", "x")).toBeUndefined();
    expect(match("m", "m")).toBeUndefined();
  });
});
