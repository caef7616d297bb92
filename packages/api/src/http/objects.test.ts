import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProfile, fetchBytes, makeJpeg, makePng, uploadImage } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

const objectIdOf = (url: string) => url.slice("/objects/".length);

/** A match row as the matching service would store it (user1_id < user2_id). */
async function insertMatch(
  a: string,
  b: string,
  flags: { aRevealed?: boolean; bRevealed?: boolean; blocked?: boolean } = {},
): Promise<string> {
  const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
  const user1Revealed = user1Id === a ? flags.aRevealed : flags.bRevealed;
  const user2Revealed = user2Id === a ? flags.aRevealed : flags.bRevealed;
  const id = randomUUID();
  await server.db.db.insert(schema.matches).values({
    id,
    user1Id,
    user2Id,
    compatibilityScore: 9,
    sharedMask: 0b111111111,
    user1Revealed: user1Revealed ?? false,
    user2Revealed: user2Revealed ?? false,
    blockedAt: flags.blocked ? new Date() : null,
  });
  return id;
}

async function datersWithPhotos() {
  const owner = await registerClient(server.baseUrl);
  const partner = await registerClient(server.baseUrl);
  const profile = await createProfile(owner.client);
  await createProfile(partner.client);
  return { owner, partner, photoUrl: profile.photos[0] ?? "" };
}

describe("GET /objects/{id}", () => {
  it("serves the owner with the stored type, private immutable caching and nosniff", async () => {
    const { owner, photoUrl } = await datersWithPhotos();
    const result = await fetchBytes(owner.client, photoUrl);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("image/jpeg");
    expect(result.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(result.headers.get("x-content-type-options")).toBe("nosniff");
    expect(result.headers.get("content-length")).toBe(String(result.bytes.length));
    expect(result.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("answers 404 to a stranger, to a signed-out caller, and for unknown or malformed ids", async () => {
    const { photoUrl } = await datersWithPhotos();
    const stranger = await registerClient(server.baseUrl);
    const strangerView = await stranger.client.get(photoUrl);
    expect(strangerView.status).toBe(404);
    expect(strangerView.json).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect((await new HttpClient(server.baseUrl).get(photoUrl)).status).toBe(404);
    expect((await stranger.client.get(`/objects/${randomUUID()}`)).status).toBe(404);
    expect((await stranger.client.get("/objects/../../etc/passwd")).status).toBe(404);
    expect((await stranger.client.get("/objects/not-an-id")).status).toBe(404);
  });

  it("shows a profile photo to a match partner only once both revealed", async () => {
    const { owner, partner, photoUrl } = await datersWithPhotos();
    const matchId = await insertMatch(owner.user.id, partner.user.id, { aRevealed: true });
    expect((await partner.client.get(photoUrl)).status).toBe(404);

    await server.db.db
      .update(schema.matches)
      .set({ user1Revealed: true, user2Revealed: true })
      .where(eq(schema.matches.id, matchId));
    const revealed = await fetchBytes(partner.client, photoUrl);
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("content-type")).toBe("image/jpeg");

    // Someone outside the match still sees nothing.
    const stranger = await registerClient(server.baseUrl);
    expect((await stranger.client.get(photoUrl)).status).toBe(404);
  });

  it("hides the photo again from a revealed partner once the match is blocked", async () => {
    const viaBlockedAt = await datersWithPhotos();
    await insertMatch(viaBlockedAt.owner.user.id, viaBlockedAt.partner.user.id, {
      aRevealed: true,
      bRevealed: true,
      blocked: true,
    });
    expect((await viaBlockedAt.partner.client.get(viaBlockedAt.photoUrl)).status).toBe(404);

    const viaBlockRow = await datersWithPhotos();
    await insertMatch(viaBlockRow.owner.user.id, viaBlockRow.partner.user.id, { aRevealed: true, bRevealed: true });
    expect((await fetchBytes(viaBlockRow.partner.client, viaBlockRow.photoUrl)).status).toBe(200);
    await server.db.db
      .insert(schema.blocks)
      .values({ blockerId: viaBlockRow.owner.user.id, blockedId: viaBlockRow.partner.user.id });
    expect((await viaBlockRow.partner.client.get(viaBlockRow.photoUrl)).status).toBe(404);
  });

  it("does not show a revealed partner the owner's images that are not profile photos", async () => {
    const { owner, partner } = await datersWithPhotos();
    await insertMatch(owner.user.id, partner.user.id, { aRevealed: true, bRevealed: true });
    const upload = await uploadImage(owner.client, await makePng());
    expect((await fetchBytes(owner.client, upload.url)).status).toBe(200);
    expect((await partner.client.get(upload.url)).status).toBe(404);
  });

  it("shows a chat image to the two people of its match, revealed or not, and to nobody else", async () => {
    const { owner: sender, partner: recipient } = await datersWithPhotos();
    const matchId = await insertMatch(sender.user.id, recipient.user.id);
    const image = await uploadImage(sender.client, await makeJpeg({ width: 33, height: 22 }));
    await server.db.db.insert(schema.messages).values({
      id: randomUUID(),
      matchId,
      senderId: sender.user.id,
      recipientId: recipient.user.id,
      content: "[image]",
      imageObjectId: objectIdOf(image.url),
    });
    expect((await fetchBytes(sender.client, image.url)).status).toBe(200);
    expect((await fetchBytes(recipient.client, image.url)).status).toBe(200);
    const stranger = await registerClient(server.baseUrl);
    expect((await stranger.client.get(image.url)).status).toBe(404);
    expect((await new HttpClient(server.baseUrl).get(image.url)).status).toBe(404);

    // A block keeps the message for moderation but shows it to neither side.
    await server.db.db.update(schema.matches).set({ blockedAt: new Date() }).where(eq(schema.matches.id, matchId));
    expect((await recipient.client.get(image.url)).status).toBe(404);
  });

  it("answers 405 to other methods", async () => {
    const { owner, photoUrl } = await datersWithPhotos();
    const result = await owner.client.post(photoUrl);
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe("GET, HEAD");
  });
});
