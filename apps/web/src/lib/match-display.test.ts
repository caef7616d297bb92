import { describe, expect, it } from "vitest";
import { compatibilityPercent, initialsOf, isImageOnly, nameAndAge, sidesOf, splitByReveal, type Match } from "./match-display";

const person = (id: string, firstName: string | null = null) => ({
  id,
  firstName,
  lastName: null,
  profileImageUrl: null,
  profile: null,
  verified: false,
});

const match: Match = {
  id: "m1",
  user1Id: "a",
  user2Id: "b",
  user1: person("a", "Ana"),
  user2: person("b"),
  user1Revealed: true,
  user2Revealed: false,
  bothRevealed: false,
  compatibilityScore: 8,
  sharedCategories: [],
  createdAt: new Date(),
};

describe("match display rules", () => {
  it("rounds the percent of 15 traits", () => {
    expect(compatibilityPercent(15)).toBe(100);
    expect(compatibilityPercent(8)).toBe(53);
    expect(compatibilityPercent(3)).toBe(20);
    expect(compatibilityPercent(1)).toBe(7);
    expect(compatibilityPercent(11)).toBe(73);
  });

  it("finds the viewer's side by id", () => {
    expect(sidesOf(match, "a")).toMatchObject({ other: { id: "b" }, iRevealed: true, theyRevealed: false });
    expect(sidesOf(match, "b")).toMatchObject({ other: { id: "a" }, iRevealed: false, theyRevealed: true });
  });

  it("names people politely when data is missing", () => {
    expect(initialsOf(person("x"))).toBe("?");
    expect(initialsOf({ ...person("x", "ana"), lastName: "lima" })).toBe("AL");
    expect(nameAndAge({ ...person("x", "Ana"), profile: { gender: "female", age: 30, bio: "", location: "", photos: [] } })).toBe(
      "Ana, 30",
    );
  });

  it("treats '[image]' with an image as image-only", () => {
    expect(isImageOnly({ content: "[image]", imageUrl: "/objects/1" })).toBe(true);
    expect(isImageOnly({ content: "[image]", imageUrl: null })).toBe(false);
    expect(isImageOnly({ content: "look!", imageUrl: "/objects/1" })).toBe(false);
  });

  it("splits Mystery Matches from revealed ones, keeping the list's order", () => {
    const list = ["m1", "r1", "m2", "r2"].map((id) => ({ ...match, id, bothRevealed: id.startsWith("r") }));
    const { mystery, revealed } = splitByReveal(list);
    expect(mystery.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(revealed.map((m) => m.id)).toEqual(["r1", "r2"]);
  });
});
