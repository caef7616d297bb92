import { PERSONALITY_QUESTIONS, schema } from "@unveil/db";
import { eq, inArray, or } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProfile, dataUrlOf, fetchBytes, makeJpeg, makePng, uploadImage } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

const objectIdOf = (url: string) => url.slice("/objects/".length);
const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * A user with everything contract §6 lists: profile, photos, an upload, preferences,
 * answers, a match with messages both ways (with chat images), a block, a deleted pair,
 * a report they filed and a report about them; plus the partner's own data, which must stay.
 */
async function userWithEverything() {
  const doomed = await registerClient(server.baseUrl);
  const partner = await registerClient(server.baseUrl);
  const blocked = await registerClient(server.baseUrl);
  const exMatch = await registerClient(server.baseUrl);
  const profile = await createProfile(doomed.client, {
    photos: [dataUrlOf(await makeJpeg()), dataUrlOf(await makePng(), "image/png")],
  });
  const partnerProfile = await createProfile(partner.client);
  const spareUpload = await uploadImage(doomed.client, await makePng());
  const doomedChatImage = await uploadImage(doomed.client, await makeJpeg({ width: 30, height: 30 }));
  const partnerChatImage = await uploadImage(partner.client, await makeJpeg({ width: 31, height: 31 }));
  const id = doomed.user.id;
  const db = server.db.db;

  await db.insert(schema.preferences).values({ userId: id, ageMin: 25, ageMax: 40, distanceKm: 50 });
  await db
    .insert(schema.answers)
    .values(PERSONALITY_QUESTIONS.map((question) => ({ userId: id, questionId: question.id, answer: "A" as const })));
  const [user1Id, user2Id] = ordered(id, partner.user.id);
  const matchId = randomUUID();
  await db.insert(schema.matches).values({ id: matchId, user1Id, user2Id, compatibilityScore: 7, sharedMask: 127 });
  await db.insert(schema.messages).values([
    { id: randomUUID(), matchId, senderId: id, recipientId: partner.user.id, content: "hello" },
    {
      id: randomUUID(),
      matchId,
      senderId: id,
      recipientId: partner.user.id,
      content: "[image]",
      imageObjectId: objectIdOf(doomedChatImage.url),
    },
    {
      id: randomUUID(),
      matchId,
      senderId: partner.user.id,
      recipientId: id,
      content: "[image]",
      imageObjectId: objectIdOf(partnerChatImage.url),
    },
  ]);
  await db.insert(schema.blocks).values({ blockerId: id, blockedId: blocked.user.id });
  const [pair1, pair2] = ordered(id, exMatch.user.id);
  await db.insert(schema.deletedPairs).values({ user1Id: pair1, user2Id: pair2 });
  const filedReportId = randomUUID();
  const aboutReportId = randomUUID();
  await db.insert(schema.reports).values([
    { id: filedReportId, reporterId: id, reportedUserId: partner.user.id, reportType: "user", description: "Rude messages." },
    { id: aboutReportId, reporterId: partner.user.id, reportedUserId: id, reportType: "user", description: "Was unkind to me." },
  ]);

  const objectIds = [
    ...profile.photos.map(objectIdOf),
    objectIdOf(spareUpload.url),
    objectIdOf(doomedChatImage.url),
    objectIdOf(partnerChatImage.url),
  ];
  return { doomed, partner, partnerProfile, blocked, matchId, filedReportId, aboutReportId, objectIds };
}

describe("DELETE /api/profile (account deletion)", () => {
  it("answers 204, clears the cookie, and removes every row and stored file of the account", async () => {
    const world = await userWithEverything();
    const { doomed } = world;
    const id = doomed.user.id;
    const db = server.db.db;
    for (const objectId of world.objectIds) expect(await server.deps.storage.get(objectId)).not.toBeNull();
    const oldCookie = doomed.client.cookie;

    const result = await doomed.client.delete("/api/profile");
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
    expect(result.headers.getSetCookie().join("\n")).toMatch(/unveil_session=;|Max-Age=0/i);
    expect(doomed.client.cookie).toBeUndefined();

    expect(await db.select().from(schema.users).where(eq(schema.users.id, id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, id))).toEqual([]);
    expect(await db.select().from(schema.profiles).where(eq(schema.profiles.userId, id))).toEqual([]);
    expect(await db.select().from(schema.photos).where(eq(schema.photos.userId, id))).toEqual([]);
    expect(await db.select().from(schema.uploads).where(eq(schema.uploads.userId, id))).toEqual([]);
    expect(await db.select().from(schema.preferences).where(eq(schema.preferences.userId, id))).toEqual([]);
    expect(await db.select().from(schema.answers).where(eq(schema.answers.userId, id))).toEqual([]);
    expect(await db.select().from(schema.matches).where(eq(schema.matches.id, world.matchId))).toEqual([]);
    expect(await db.select().from(schema.messages).where(eq(schema.messages.matchId, world.matchId))).toEqual([]);
    expect(await db.select().from(schema.blocks).where(eq(schema.blocks.blockerId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.deletedPairs)
        .where(or(eq(schema.deletedPairs.user1Id, id), eq(schema.deletedPairs.user2Id, id))),
    ).toEqual([]);
    // Every stored object: the user's photos, upload and chat image, and the image the
    // partner sent in the deleted conversation.
    expect(await db.select().from(schema.storedObjects).where(inArray(schema.storedObjects.id, world.objectIds))).toEqual([]);
    for (const objectId of world.objectIds) expect(await server.deps.storage.get(objectId)).toBeNull();

    // Reports: the one filed keeps no link to the deleted user; the one about them keeps their id.
    const [filed] = await db.select().from(schema.reports).where(eq(schema.reports.id, world.filedReportId));
    expect(filed).toMatchObject({ reporterId: null, reportedUserId: world.partner.user.id, description: "Rude messages." });
    const [about] = await db.select().from(schema.reports).where(eq(schema.reports.id, world.aboutReportId));
    expect(about).toMatchObject({ reporterId: world.partner.user.id, reportedUserId: id });

    // The old session is dead.
    const replay = new HttpClient(server.baseUrl);
    replay.cookie = oldCookie;
    expect((await replay.get("/api/auth/user")).status).toBe(401);
    expect((await replay.get("/api/profile")).status).toBe(401);

    // The partner keeps their own account, profile and photo.
    const partnerView = await world.partner.client.get("/api/profile");
    expect(partnerView.status).toBe(200);
    expect((await fetchBytes(world.partner.client, world.partnerProfile.photos[0] ?? "")).status).toBe(200);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, world.blocked.user.id))).toHaveLength(1);
  });

  it("frees the email: the old password no longer logs in and the address can register again", async () => {
    const { client, email, password } = await registerClient(server.baseUrl);
    await createProfile(client);
    expect((await client.delete("/api/profile")).status).toBe(204);

    const login = await new HttpClient(server.baseUrl).post("/api/login", { email, password });
    expect(login.status).toBe(401);
    expect(login.json).toMatchObject({ message: "Invalid email or password" });

    const again = new HttpClient(server.baseUrl);
    const registered = await again.post("/api/register", { email, password: "a brand new password" });
    expect(registered.status).toBe(201);
    expect(registered.json).toMatchObject({ email, profile: null });
    expect((await again.get("/api/profile")).status).toBe(404);
  });

  it("deletes an account that never made a profile", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    expect((await client.delete("/api/profile")).status).toBe(204);
    expect(await server.db.db.select().from(schema.users).where(eq(schema.users.id, user.id))).toEqual([]);
  });

  it("answers 401 signed out", async () => {
    expect((await new HttpClient(server.baseUrl).delete("/api/profile")).status).toBe(401);
  });

  it("ends every session of the account, not only the one that asked", async () => {
    const { client, email, password } = await registerClient(server.baseUrl);
    const otherDevice = new HttpClient(server.baseUrl);
    expect((await otherDevice.post("/api/login", { email, password })).status).toBe(200);
    expect((await client.delete("/api/profile")).status).toBe(204);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
  });
});
