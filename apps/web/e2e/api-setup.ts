import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PORTRAIT, uniqueEmail } from "./fixtures";

/**
 * Accounts made through the public REST API, for tests of screens deeper in the
 * app (the journey test builds its daters through the UI instead).
 */
export interface ApiDater {
  api: APIRequestContext;
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export interface DaterOptions {
  firstName: string;
  gender: "male" | "female" | "non-binary";
  lookingFor: "male" | "female" | "both";
  latitude?: number;
  longitude?: number;
  /** 15 answers as a string of A/B. */
  answers?: string;
}

const portraitDataUrl = () => `data:image/jpeg;base64,${readFileSync(PORTRAIT).toString("base64")}`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json().catch(() => undefined)) as T;
}

/** Grid cells of 10° (≥ ~700 km apart up to ±50° latitude): 11 rows × 34 columns. */
const SPOT_ROWS = 11;
const SPOT_COLUMNS = 34;
/**
 * The next free cell, counted in a file of the server's data folder (emptied when the
 * server starts): specs that change launch options run in a worker process of their own,
 * and a counter in memory started over there, handing out cells taken earlier in the run.
 */
const SPOT_COUNTER = path.resolve(import.meta.dirname, "../.e2e-data/e2e-spot-counter");
function takeCell(): number {
  mkdirSync(path.dirname(SPOT_COUNTER), { recursive: true });
  let taken = 0;
  try {
    taken = Number(readFileSync(SPOT_COUNTER, "utf8")) || 0;
  } catch {
    // The first spot of the run.
  }
  writeFileSync(SPOT_COUNTER, String(taken + 1));
  return taken % (SPOT_ROWS * SPOT_COLUMNS);
}

/**
 * A spot of its own for each pair, hundreds of kilometres from the others in the
 * same server's database, so pairs from different tests never match each other
 * (random spots could land close: a pair once matched a third dater on PostgreSQL).
 * One worker runs at a time (playwright.config.ts), so the counter needs no lock.
 */
export function isolatedSpot() {
  const cell = takeCell();
  return { latitude: -50 + 10 * (cell % SPOT_ROWS), longitude: -165 + 10 * Math.floor(cell / SPOT_ROWS) };
}

export async function createDater(baseURL: string, options: DaterOptions): Promise<ApiDater> {
  const api = await request.newContext({ baseURL });
  const spot = options.latitude === undefined || options.longitude === undefined ? isolatedSpot() : undefined;
  const email = uniqueEmail(options.firstName.toLowerCase());
  const password = "api-dater-password";
  const user = await ok<{ id: string }>(
    await api.post("/api/register", { data: { email, password, firstName: options.firstName, lastName: "Tester" } }),
    "register",
  );
  await ok(
    await api.post("/api/profile", {
      data: {
        gender: options.gender,
        age: 30,
        bio: `Hi, I'm ${options.firstName}. I like trying new cafés and long conversations.`,
        location: "Lisbon, Lisboa",
        latitude: spot?.latitude ?? options.latitude,
        longitude: spot?.longitude ?? options.longitude,
        lookingFor: options.lookingFor,
        photos: [portraitDataUrl()],
      },
    }),
    "create profile",
  );
  const letters = (options.answers ?? "ABABABABABABABA").split("");
  await ok(
    await api.post("/api/personality-answers", {
      data: { answers: letters.map((answer, index) => ({ questionId: index + 1, answer })) },
    }),
    "answers",
  );
  return { api, id: user.id, email, password, firstName: options.firstName };
}

/** A browser context signed in as the dater (the API context's session cookie). */
export async function browserAs(browser: Browser, dater: ApiDater): Promise<BrowserContext> {
  return browser.newContext({ storageState: await dater.api.storageState(), viewport: { width: 390, height: 844 } });
}

/** A page in a browser context signed in as the dater; the test closes `context` when done. */
export async function pageAs(browser: Browser, dater: ApiDater): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browserAs(browser, dater);
  return { context, page: await context.newPage() };
}

/** A matched pair (she looks for men, he for women, same answers, same place); `spot` is where they are. */
export async function createMatchedPair(baseURL: string) {
  const spot = isolatedSpot();
  const first = await createDater(baseURL, { firstName: "Ines", gender: "female", lookingFor: "male", ...spot });
  const second = await createDater(baseURL, { firstName: "Tomas", gender: "male", lookingFor: "female", ...spot });
  const matches = await ok<{ id: string }[]>(await second.api.get("/api/matches"), "matches");
  const match = matches[0];
  if (!match || matches.length !== 1) throw new Error(`the pair should have exactly one match, has ${matches.length}`);
  return { first, second, matchId: match.id, spot };
}
