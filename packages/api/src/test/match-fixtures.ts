import { rowsOf, schema, type Database } from "@unveil/db";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { registerClient, type HttpClient } from "./http-client";
import type { TestServer } from "./test-server";

/**
 * Seeds for match, message and safety tests: users come from the real REST
 * register call; profiles, photos, answers and matches are written directly, so
 * these tests do not depend on the matching engine's choices.
 */

const suffix = () => Math.random().toString(36).slice(2, 8);
let coordinateCounter = 0;

export interface SeededProfile {
  gender: "male" | "female" | "non-binary";
  age: number;
  bio: string;
  location: string;
  /** Negative with two non-zero decimals, so its text never occurs by chance in a body. */
  latitude: number;
  longitude: number;
  lookingFor: "male" | "female" | "both";
  photoUrls: string[];
}

export interface Person {
  client: HttpClient;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profile: SeededProfile;
}

/** A distinctive value like -31.37 / -121.73: never a substring of a timestamp or UUID. */
function distinctiveCoordinate(max: number): number {
  coordinateCounter += 1;
  const whole = 10 + ((coordinateCounter * 7 + Math.floor(Math.random() * 1000)) % (max - 20));
  return -Number(`${whole}.${(coordinateCounter % 8) + 1}${(coordinateCounter % 9) + 1}`);
}

export async function seedProfile(
  db: Database,
  userId: string,
  overrides: Partial<Omit<SeededProfile, "photoUrls">> & { photoCount?: number } = {},
): Promise<SeededProfile> {
  const tag = suffix();
  const profile = {
    gender: overrides.gender ?? "female",
    age: overrides.age ?? 31,
    bio: overrides.bio ?? `Bio ${tag}: loves long walks, bad puns and rainy Sundays`,
    location: overrides.location ?? `Quillfield-${tag}`,
    latitude: overrides.latitude ?? distinctiveCoordinate(80),
    longitude: overrides.longitude ?? distinctiveCoordinate(170),
    lookingFor: overrides.lookingFor ?? "both",
  } as const;
  await db.insert(schema.profiles).values({ userId, ...profile });
  const photoUrls: string[] = [];
  for (let position = 0; position < (overrides.photoCount ?? 2); position++) {
    const objectId = randomUUID();
    await db
      .insert(schema.storedObjects)
      .values({ id: objectId, ownerId: userId, purpose: "photo", contentType: "image/jpeg", byteSize: 1234 });
    await db.insert(schema.photos).values({ id: randomUUID(), userId, objectId, position });
    photoUrls.push(`/objects/${objectId}`);
  }
  return { ...profile, photoUrls };
}

/** Unique names, so a search of a body for them is meaningful. */
export function uniqueNames() {
  const tag = suffix();
  return { firstName: `Firstname${tag}`, lastName: `Lastname${tag}` };
}

/** A signed-in user with a profile and photos; names are unique so a body search is meaningful. */
export async function createPerson(server: TestServer, overrides: Parameters<typeof seedProfile>[2] = {}): Promise<Person> {
  const { firstName, lastName } = uniqueNames();
  const { client, email, user } = await registerClient(server.baseUrl, { firstName, lastName });
  const profile = await seedProfile(server.deps.db, user.id, overrides);
  return { client, id: user.id, email, firstName, lastName, profile };
}

/** A shared-answer mask with the first `score` questions shared. */
const firstQuestionsMask = (score: number) => (1 << score) - 1;

export interface MatchSeed {
  compatibilityScore?: number;
  sharedMask?: number;
  createdAt?: Date;
  user1Revealed?: boolean;
  user2Revealed?: boolean;
}

/** Writes a match row between two users (stored with user1_id < user2_id) and answers its id. */
export async function seedMatch(db: Database, a: string, b: string, seed: MatchSeed = {}): Promise<string> {
  const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
  const compatibilityScore = seed.compatibilityScore ?? 8;
  const id = randomUUID();
  await db.insert(schema.matches).values({
    id,
    user1Id,
    user2Id,
    compatibilityScore,
    sharedMask: seed.sharedMask ?? firstQuestionsMask(compatibilityScore),
    user1Revealed: seed.user1Revealed ?? false,
    user2Revealed: seed.user2Revealed ?? false,
    ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
  });
  return id;
}

/** Two people with profiles and a match between them. */
export async function matchedPair(server: TestServer, seed: MatchSeed = {}) {
  const alice = await createPerson(server, { gender: "female" });
  const bob = await createPerson(server, { gender: "male" });
  const matchId = await seedMatch(server.deps.db, alice.id, bob.id, seed);
  return { alice, bob, matchId };
}

/** A real image as a data URL (the chat composer sends these). */
export async function pngDataUrl(width = 8, height = 8): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * A valid PNG larger than `bytes`: random pixels do not compress, and the
 * decoder must accept it so the size rule, not the format, is what refuses it.
 */
export async function largePngDataUrl(bytes: number): Promise<string> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length <= bytes) throw new Error(`fixture too small: ${png.length}`);
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Shapes as they arrive over REST (dates are ISO strings). */
export interface PublicUserJson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  profile: { gender: string; age: number; bio: string; location: string; photos: string[] } | null;
  verified: boolean;
}

export interface MatchJson {
  id: string;
  user1Id: string;
  user2Id: string;
  user1: PublicUserJson;
  user2: PublicUserJson;
  user1Revealed: boolean;
  user2Revealed: boolean;
  bothRevealed: boolean;
  compatibilityScore: number;
  sharedCategories: string[];
  createdAt: string;
}

export interface MessageJson {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  imageUrl: string | null;
  imageSensitive: boolean;
  createdAt: string;
}

/** The other person's PublicUser in a match, as the viewer receives it. */
export function otherPersonIn(match: MatchJson, viewerId: string): PublicUserJson {
  return match.user1Id === viewerId ? match.user2 : match.user1;
}

export function ownPersonIn(match: MatchJson, viewerId: string): PublicUserJson {
  return match.user1Id === viewerId ? match.user1 : match.user2;
}

/** Messages whose match is gone: a delete racing a send must never leave one. */
export async function orphanMessageCount(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from messages m left join matches x on x.id = m.match_id where x.id is null`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? -1);
}
