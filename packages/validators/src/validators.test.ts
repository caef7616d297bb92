import { describe, expect, it } from "vitest";
import {
  CreateProfileInput,
  CreateReportInput,
  LoginInput,
  NUL_MESSAGE,
  PROFILE_FORM_DEFAULTS,
  RegisterInput,
  SaveAnswersInput,
  SendMessageInput,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from "./index";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => ({
  message: result.error?.issues[0]?.message,
  path: result.error?.issues[0]?.path.join("."),
});

const validProfile = {
  gender: "female",
  age: "29",
  bio: "I love long walks and longer conversations.",
  location: "Lisbon, Portugal",
  latitude: "38.72",
  longitude: "-9.14",
  lookingFor: "both",
  photos: ["data:image/png;base64,AAAA"],
};

describe("RegisterInput", () => {
  it("trims and lower-cases the email and drops blank names", () => {
    const parsed = RegisterInput.parse({ email: "  Ada@Example.COM ", password: "12345678", firstName: " ", lastName: "" });
    expect(parsed).toEqual({ email: "ada@example.com", password: "12345678", firstName: undefined, lastName: undefined });
  });

  it("holds passwords to 8–128 characters", () => {
    expect(RegisterInput.safeParse({ email: "a@b.co", password: "1234567" }).success).toBe(false);
    expect(RegisterInput.safeParse({ email: "a@b.co", password: "x".repeat(128) }).success).toBe(true);
    expect(RegisterInput.safeParse({ email: "a@b.co", password: "x".repeat(129) }).success).toBe(false);
  });

  it("login accepts any non-empty password (old accounts) but needs both fields", () => {
    expect(LoginInput.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(firstMessage(LoginInput.safeParse({ email: "a@b.co", password: "" }))).toEqual({
      message: "Password is required",
      path: "password",
    });
  });
});

describe("CreateProfileInput (spec §5)", () => {
  it("accepts a complete profile and coerces numbers", () => {
    const parsed = CreateProfileInput.parse(validProfile);
    expect(parsed).toMatchObject({ age: 29, latitude: 38.72, longitude: -9.14 });
  });

  it.each([
    [{ age: 17 }, "age", "Must be 18 or older"],
    [{ bio: "too short" }, "bio", "Bio must be at least 20 characters"],
    [{ location: "X" }, "location", "Location is required"],
    [{ photos: [] }, "photos", "At least one photo is required"],
    [{ photos: Array(7).fill("data:image/png;base64,AAAA") }, "photos", "You can upload up to 6 photos"],
  ])("rejects %j with the spec's message", (override, path, message) => {
    expect(firstMessage(CreateProfileInput.safeParse({ ...validProfile, ...override }))).toEqual({ message, path });
  });

  it("rejects out-of-range coordinates, ages over 100 and unknown genders", () => {
    expect(CreateProfileInput.safeParse({ ...validProfile, latitude: 91 }).success).toBe(false);
    expect(CreateProfileInput.safeParse({ ...validProfile, longitude: -181 }).success).toBe(false);
    expect(CreateProfileInput.safeParse({ ...validProfile, age: 101 }).success).toBe(false);
    expect(CreateProfileInput.safeParse({ ...validProfile, gender: "other" }).success).toBe(false);
  });

  it("starts the form from the spec §3 defaults: valid choices, with bio, location and photos left to the user", () => {
    // The defaults alone are not a profile: the user still writes a bio, a place and adds a photo.
    expect(firstMessage(CreateProfileInput.safeParse(PROFILE_FORM_DEFAULTS))).toEqual({
      message: "Bio must be at least 20 characters",
      path: "bio",
    });
    const filled = {
      ...PROFILE_FORM_DEFAULTS,
      bio: validProfile.bio,
      location: validProfile.location,
      photos: validProfile.photos,
    };
    expect(CreateProfileInput.parse(filled)).toEqual({
      gender: "male",
      age: 25,
      bio: validProfile.bio,
      location: validProfile.location,
      latitude: 0,
      longitude: 0,
      lookingFor: "both",
      photos: validProfile.photos,
    });
  });
});

describe("UpdatePreferencesInput", () => {
  it("attaches the age-order message to ageMin", () => {
    expect(firstMessage(UpdatePreferencesInput.safeParse({ ageMin: 40, ageMax: 30, distanceKm: 100 }))).toEqual({
      message: "Minimum age must be less than or equal to maximum age",
      path: "ageMin",
    });
  });

  it("accepts equal ages and the range edges, rejects beyond them", () => {
    expect(UpdatePreferencesInput.safeParse({ ageMin: 18, ageMax: 18, distanceKm: 1 }).success).toBe(true);
    expect(UpdatePreferencesInput.safeParse({ ageMin: 18, ageMax: 99, distanceKm: 500 }).success).toBe(true);
    expect(UpdatePreferencesInput.safeParse({ ageMin: 17, ageMax: 99, distanceKm: 100 }).success).toBe(false);
    expect(UpdatePreferencesInput.safeParse({ ageMin: 18, ageMax: 100, distanceKm: 100 }).success).toBe(false);
    expect(UpdatePreferencesInput.safeParse({ ageMin: 18, ageMax: 99, distanceKm: 501 }).success).toBe(false);
    expect(UpdatePreferencesInput.safeParse({ ageMin: 18, ageMax: 99, distanceKm: 0 }).success).toBe(false);
  });
});

describe("SaveAnswersInput", () => {
  const fifteen = Array.from({ length: 15 }, (_, i) => ({ questionId: i + 1, answer: "A" as const }));

  it("needs exactly 15 distinct answers", () => {
    expect(SaveAnswersInput.safeParse({ answers: fifteen }).success).toBe(true);
    expect(firstMessage(SaveAnswersInput.safeParse({ answers: fifteen.slice(1) })).message).toBe(
      "Please answer all 15 questions",
    );
    const duplicate = [...fifteen.slice(1), { questionId: 2, answer: "B" as const }];
    expect(firstMessage(SaveAnswersInput.safeParse({ answers: duplicate })).message).toBe("Please answer all 15 questions");
  });

  it("treats a question id that cannot exist as an unanswered question", () => {
    for (const questionId of [0, -1, 1.5]) {
      const answers = [...fifteen.slice(1), { questionId, answer: "A" as const }];
      expect(firstMessage(SaveAnswersInput.safeParse({ answers })).message).toBe("Please answer all 15 questions");
    }
  });

  it("only takes A or B", () => {
    const bad = [...fifteen.slice(1), { questionId: 1, answer: "C" }];
    expect(SaveAnswersInput.safeParse({ answers: bad }).success).toBe(false);
  });
});

describe("CreateReportInput", () => {
  it("defaults to a bug report and explains a short description", () => {
    expect(CreateReportInput.parse({ description: "The app froze on me" })).toMatchObject({ reportType: "bug" });
    expect(firstMessage(CreateReportInput.safeParse({ description: "short" }))).toEqual({
      message: "Please provide more details (at least 10 characters)",
      path: "description",
    });
    expect(CreateReportInput.safeParse({ description: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("SendMessageInput", () => {
  const matchId = "6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f";
  it("needs non-blank text or an image", () => {
    expect(SendMessageInput.safeParse({ matchId, content: "   " }).success).toBe(false);
    expect(SendMessageInput.safeParse({ matchId, content: "", imageUrl: "data:image/png;base64,AAAA" }).success).toBe(true);
    expect(SendMessageInput.safeParse({ matchId, content: "hi" }).success).toBe(true);
    expect(SendMessageInput.safeParse({ matchId, content: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("docs/product-rules.md#hardening: NUL in any text is refused", () => {
  it("refuses NUL in every kind of string field, with one message", () => {
    const cases = [
      RegisterInput.safeParse({ email: "a@b.co", password: "long enough pw", firstName: "A\u0000B" }),
      LoginInput.safeParse({ email: "a\u0000@b.co", password: "x" }),
      UpdateProfileInput.safeParse({ bio: "A\u0000B".padEnd(30, "x"), lookingFor: "both" }),
      SendMessageInput.safeParse({ matchId: "00000000-0000-4000-8000-000000000000", content: "hi\u0000" }),
      CreateReportInput.safeParse({ reportType: "bug", description: "long enough \u0000 text" }),
    ];
    for (const result of cases) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });
});
