import type { Browser, BrowserContext, Page, Response } from "@playwright/test";
import { expect, PORTRAIT, PORTRAIT_2, uniqueEmail } from "./fixtures";

/**
 * The two daters of journey.spec.ts and what the journey does with each: a browser context of their
 * own that keeps every response body, sign-up and onboarding through the UI, and the privacy checks.
 */

interface Dater {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gender: "Man" | "Woman";
  lookingFor: "Men" | "Women";
  age: string;
  bio: string;
  location: string;
  latitude: string;
  longitude: string;
  photo: string;
  /** Option (0 = A, 1 = B) chosen for question n (1-based). */
  answer: (question: number) => 0 | 1;
}

interface Person {
  dater: Dater;
  context: BrowserContext;
  page: Page;
  /** Every response body this person's browser received, for the privacy checks. */
  bodies: string[];
}

const sharedAnswer = (question: number): 0 | 1 => (question % 3 === 0 ? 1 : 0);

export const maya: Dater = {
  firstName: "Maya",
  lastName: "Quintela",
  email: uniqueEmail("maya"),
  password: "maya-password-1",
  gender: "Woman",
  lookingFor: "Men",
  age: "31",
  bio: "Bookshop wanderer and amateur baker who loves coastal walks.",
  location: "Porto, Norte",
  latitude: "41.15",
  longitude: "-8.61",
  photo: PORTRAIT,
  answer: sharedAnswer,
};

export const leo: Dater = {
  firstName: "Leonardo",
  lastName: "Barbosa",
  email: uniqueEmail("leo"),
  password: "leo-password-1",
  gender: "Man",
  lookingFor: "Women",
  age: "33",
  bio: "Jazz on vinyl, long bike rides and terrible puns, in that order.",
  location: "Vila Nova de Gaia, Norte",
  latitude: "41.12",
  longitude: "-8.6",
  photo: PORTRAIT_2,
  // The same as Maya on questions 1–10, the opposite on 11–15: 10 of 15 shared → 67%.
  answer: (question) => (question <= 10 ? sharedAnswer(question) : sharedAnswer(question) === 0 ? 1 : 0),
};

export async function openPerson(browser: Browser, dater: Dater): Promise<Person> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
  const page = await context.newPage();
  const bodies: string[] = [];
  page.on("response", (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("json") || type.includes("text")) {
      response.text().then(
        (text) => bodies.push(text),
        () => {},
      );
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      const text = message.text();
      if (!/Failed to load resource: the server responded with a status of (403|404)/.test(text)) {
        throw new Error(`${dater.firstName}'s browser logged: ${text}`);
      }
    }
  });
  return { dater, context, page, bodies };
}

export async function signUpAndOnboard({ page, dater }: Person) {
  await page.goto("/");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill(dater.firstName);
  await page.getByLabel("Last name").fill(dater.lastName);
  await page.getByLabel("Email").fill(dater.email);
  await page.getByLabel("Password").fill(dater.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);

  await page.getByLabel("Add photo").setInputFiles(dater.photo);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: dater.gender, exact: true }).click();
  await page.getByLabel("Age").fill(dater.age);
  await page.getByLabel("Bio").fill(dater.bio);
  await page.getByLabel("Location").fill(dater.location);
  await page.getByLabel("Latitude").fill(dater.latitude);
  await page.getByLabel("Longitude").fill(dater.longitude);
  await page.getByRole("combobox", { name: "Looking for" }).click();
  await page.getByRole("option", { name: dater.lookingFor, exact: true }).click();
  await page.getByRole("button", { name: "Next: Personality Quiz" }).click();

  await expect(page).toHaveURL(/\/quiz$/);
  for (let question = 1; question <= 15; question++) {
    await expect(page.getByText(`Question ${question} of 15`)).toBeVisible();
    await page.getByRole("radio").nth(dater.answer(question)).click();
    await page.getByRole("button", { name: question < 15 ? "Next" : "Complete Quiz" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Your Matches", exact: true })).toBeVisible();
}

/** The person's own photo URLs, as their own account sees them. */
export async function ownPhotoUrls({ page }: Person): Promise<string[]> {
  const response = await page.request.get("/api/auth/user");
  const user = (await response.json()) as { profile: { photos: string[] } };
  return user.profile.photos;
}

export function expectNoTraceOf(viewer: Person, other: Person, otherPhotos: string[]) {
  const everything = viewer.bodies.join("\n");
  for (const secret of [other.dater.firstName, other.dater.lastName, other.dater.bio, other.dater.email, ...otherPhotos]) {
    expect(everything, `${viewer.dater.firstName}'s browser received ${secret}`).not.toContain(secret);
  }
}

export async function expectNoIdentityOnPage(viewer: Person, other: Person, otherPhotos: string[]) {
  const html = await viewer.page.content();
  for (const secret of [other.dater.firstName, other.dater.lastName, other.dater.bio, ...otherPhotos]) {
    expect(html, `${viewer.dater.firstName}'s page shows ${secret}`).not.toContain(secret);
  }
}

export const badge = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByTestId("unread-badge");
