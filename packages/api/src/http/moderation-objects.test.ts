import { schema } from "@unveil/db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPerson, seedMatch } from "../test/match-fixtures";
import { MODERATOR_ENV } from "../test/moderation-fixtures";
import { moderationOverHttp, type AdminReportJson } from "../test/moderation-http";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#moderation over HTTP, past the reports: removing a photo, the stored
 * objects moderators may read, and the audit log. Reports and decisions: moderation.test.ts.
 */
const server = useTestServer(MODERATOR_ENV);
const { moderator, fileReport, resolve } = moderationOverHttp(server);

describe("DELETE /api/admin/users/{userId}/photos/{index}", () => {
  it("answers 200 with the AdminUser, 404 for a bad index, 400 for an index that is not a number", async () => {
    const person = await createPerson(server, { photoCount: 2 });
    const { client } = await moderator();
    const removed = await client.delete(`/api/admin/users/${person.id}/photos/0`);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ id: person.id, profile: { photos: [person.profile.photoUrls[1]] } });
    expect((await client.delete(`/api/admin/users/${person.id}/photos/5`)).status).toBe(404);
    expect((await client.delete(`/api/admin/users/${person.id}/photos/x`)).status).toBe(400);
  });
});

describe("stored objects for moderators", () => {
  it("serves a reported user's photos and the evidence's images to moderators only, cached privately", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const photoId = (reported.profile.photoUrls[0] ?? "").slice("/objects/".length);
    await server.deps.storage.put(photoId, Buffer.from("photo bytes"), "image/jpeg");
    const matchId = await seedMatch(server.deps.db, reporter.id, reported.id);
    const chatImageId = randomUUID();
    await server.deps.db
      .insert(schema.storedObjects)
      .values({ id: chatImageId, ownerId: reported.id, purpose: "chat", contentType: "image/png", byteSize: 11 });
    await server.deps.storage.put(chatImageId, Buffer.from("chat bytes"), "image/png");
    await server.deps.db.insert(schema.messages).values({
      id: randomUUID(),
      matchId,
      senderId: reported.id,
      recipientId: reporter.id,
      content: "[image]",
      imageObjectId: chatImageId,
    });
    const reportId = await fileReport(reporter, reported.id);
    // The reported user blocks the reporter: the match is hidden from both, the image too.
    await reported.client.post(`/api/block/${reporter.id}`);
    expect((await reporter.client.get(`/objects/${chatImageId}`)).status).toBe(404);

    const { client } = await moderator();
    const report = (await client.get(`/api/admin/reports/${reportId}`)).json as AdminReportJson;
    expect(report.evidence.map((message) => message.imageUrl)).toEqual([`/objects/${chatImageId}`]);
    for (const id of [photoId, chatImageId]) {
      const fetched = await client.get(`/objects/${id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get("cache-control")).toMatch(/^private/);
    }
    const stranger = await createPerson(server);
    expect((await stranger.client.get(`/objects/${photoId}`)).status).toBe(404);
  });
});

describe("the audit log", () => {
  it("answers the audit entries with exactly the AuditEntry fields", async () => {
    const reporter = await createPerson(server);
    await resolve(await fileReport(reporter, undefined, "Nothing to do with anyone"), { action: "dismiss", note: "Logged" });
    const result = await (await moderator()).client.get("/api/admin/audit");
    expect(result.status).toBe(200);
    expect(Object.keys((result.json as Record<string, unknown>[])[0] ?? {}).sort()).toEqual(
      ["action", "createdAt", "id", "moderatorId", "note", "reportId", "targetUserId"].sort(),
    );
  });
});
