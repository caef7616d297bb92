import { rowsOf, schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient, type HttpResult } from "../test/http-client";
import { createPerson, seedMatch, type Person } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * Contract §13 over real HTTP: who may use /api/admin/*, each decision and what it
 * does to the account at once, and the audit log the database keeps append-only.
 */
const MODERATOR_EMAIL = "mod.team@example.com";
const server = useTestServer({ MODERATOR_EMAILS: "  Mod.Team@Example.COM , other.mod@example.com" });
const PASSWORD = "correct horse battery";

interface AdminUserJson {
  id: string;
  email: string;
  status: "active" | "suspended" | "banned";
  suspendedUntil: string | null;
  reportsAgainst: number;
  profile: { photos: string[]; bio: string } | null;
}
interface AdminReportJson {
  id: string;
  status: "open" | "resolved";
  reporter: { id: string; email: string } | null;
  reportedUser: AdminUserJson | null;
  evidence: { id: string; matchId: string; senderId: string; content: string; imageUrl: string | null; createdAt: string }[];
  resolution: { action: string; note: string; moderatorId: string; createdAt: string } | null;
}
interface AuditJson {
  id: string;
  moderatorId: string;
  action: string;
  targetUserId: string | null;
  reportId: string | null;
  note: string;
  createdAt: string;
}

let moderatorPromise: Promise<{ client: HttpClient; id: string }> | undefined;
/** The one moderator account, registered once per file with the listed email. */
function moderator() {
  moderatorPromise ??= (async () => {
    const client = new HttpClient(server.baseUrl);
    const result = await client.post("/api/register", { email: MODERATOR_EMAIL, password: PASSWORD, firstName: "Mo" });
    if (result.status !== 201) throw new Error(`moderator register failed: ${result.status}`);
    return { client, id: (result.json as { id: string }).id };
  })();
  return moderatorPromise;
}

async function fileReport(reporter: Person, reportedUserId: string | undefined, description = "This person was abusive in chat") {
  const result = await reporter.client.post("/api/reports", {
    reportType: reportedUserId ? "user" : "bug",
    description,
    reportedUserId,
  });
  expect(result.status).toBe(201);
  return (result.json as { id: string }).id;
}

async function resolve(reportId: string, body: Record<string, unknown>): Promise<HttpResult> {
  return (await moderator()).client.post(`/api/admin/reports/${reportId}/resolve`, body);
}

async function login(email: string, password = PASSWORD) {
  return new HttpClient(server.baseUrl).post("/api/login", { email, password });
}

/** Every person from createPerson registered with PASSWORD (registerClient). */
const sameDay = (iso: string) => iso.slice(0, 10);

describe("access to /api/admin/*", () => {
  const paths = (reportId: string, userId: string): [string, string][] => [
    ["GET", "/api/admin/reports"],
    ["GET", "/api/admin/reports?status=resolved"],
    ["GET", `/api/admin/reports/${reportId}`],
    ["POST", `/api/admin/reports/${reportId}/resolve`],
    ["DELETE", `/api/admin/users/${userId}/photos/0`],
    ["GET", "/api/admin/audit"],
  ];

  it("answers 401 signed out and 404 to a signed-in non-moderator on every path", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const reportId = await fileReport(reporter, reported.id);
    const signedOut = new HttpClient(server.baseUrl);
    for (const [method, path] of paths(reportId, reported.id)) {
      const body = method === "POST" ? { action: "dismiss", note: "x" } : undefined;
      const anonymous = await signedOut.request(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const dater = await reporter.client.request(method, path, { body });
      expect(dater.status, `${method} ${path}`).toBe(404);
      expect(dater.json).toMatchObject({ code: "NOT_FOUND" });
    }
    // Nothing happened: the report is still open and the photo still there.
    const report = await (await moderator()).client.get(`/api/admin/reports/${reportId}`);
    expect((report.json as AdminReportJson).status).toBe("open");
    expect((report.json as AdminReportJson).reportedUser?.profile?.photos).toHaveLength(2);
  });

  it("lets the listed email in however MODERATOR_EMAILS capitalised or padded it", async () => {
    const { client } = await moderator();
    const result = await client.get("/api/admin/reports");
    expect(result.status).toBe(200);
    expect(Array.isArray(result.json)).toBe(true);
  });
});

describe("GET /api/admin/reports and /api/admin/reports/{id}", () => {
  it("answers AdminReport with the reported user's profile (no coordinates), the evidence and the reporter", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const matchId = await seedMatch(server.deps.db, reporter.id, reported.id);
    await reported.client.post("/api/messages", { matchId, content: "a nasty thing to say" });
    await reporter.client.post("/api/messages", { matchId, content: "please stop" });
    const reportId = await fileReport(reporter, reported.id, "Keeps sending me insults at night");
    const earlier = await fileReport(await createPerson(server), reported.id, "Another report about the same person");

    const { client } = await moderator();
    const list = await client.get("/api/admin/reports");
    expect(list.status).toBe(200);
    const reports = list.json as AdminReportJson[];
    const ids = reports.map((report) => report.id);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(reportId));

    const one = await client.get(`/api/admin/reports/${reportId}`);
    expect(one.status).toBe(200);
    const report = one.json as AdminReportJson & Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(
      ["createdAt", "description", "evidence", "id", "reportType", "reportedUser", "reporter", "resolution", "status"].sort(),
    );
    expect(report).toMatchObject({
      reportType: "user",
      description: "Keeps sending me insults at night",
      status: "open",
      reporter: { id: reporter.id, email: reporter.email },
      resolution: null,
    });
    expect(Object.keys(report.reportedUser ?? {}).sort()).toEqual(
      ["createdAt", "email", "firstName", "id", "lastName", "profile", "reportsAgainst", "status", "suspendedUntil"].sort(),
    );
    expect(report.reportedUser).toMatchObject({
      id: reported.id,
      email: reported.email,
      firstName: reported.firstName,
      status: "active",
      suspendedUntil: null,
      reportsAgainst: 2,
      profile: { bio: reported.profile.bio, photos: reported.profile.photoUrls },
    });
    expect(report.evidence.map((message) => message.content)).toEqual(["a nasty thing to say", "please stop"]);
    expect(report.evidence[0]).toMatchObject({ matchId, senderId: reported.id, imageUrl: null });
    // Never coordinates (contract §2), not even to moderators.
    expect(one.text).not.toContain("latitude");
    expect(one.text).not.toContain(String(reported.profile.latitude));
    expect(one.text).not.toContain(String(reported.profile.longitude));
  });

  it("answers 404 for an unknown report, 400 for a malformed id or status", async () => {
    const { client } = await moderator();
    expect((await client.get(`/api/admin/reports/${randomUUID()}`)).status).toBe(404);
    expect((await client.get("/api/admin/reports/not-an-id")).status).toBe(400);
    expect((await client.get("/api/admin/reports?status=closed")).status).toBe(400);
  });
});

describe("POST /api/admin/reports/{id}/resolve", () => {
  it("checks the note and days (400), answers 409 the second time and moves the report to the resolved tab", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const reportId = await fileReport(reporter, reported.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ action: "dismiss" }, "note"],
      [{ action: "dismiss", note: "   " }, "note"],
      [{ action: "dismiss", note: "x".repeat(1001) }, "note"],
      [{ action: "dismiss", note: "fine", days: 3 }, "days"],
      [{ action: "ban", note: "fine", days: 3 }, "days"],
      [{ action: "suspend", note: "fine" }, "days"],
      [{ action: "suspend", note: "fine", days: 0 }, "days"],
      [{ action: "suspend", note: "fine", days: 366 }, "days"],
      [{ action: "warn", note: "fine" }, "action"],
    ];
    for (const [body, path] of cases) {
      const result = await resolve(reportId, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect((result.json as { issues: { path: string }[] }).issues[0]?.path).toBe(path);
    }
    const dismissed = await resolve(reportId, { action: "dismiss", note: "Friendly banter, nothing to act on" });
    expect(dismissed.status).toBe(200);
    const { id: moderatorId } = await moderator();
    expect(dismissed.json).toMatchObject({
      id: reportId,
      status: "resolved",
      resolution: { action: "dismiss", note: "Friendly banter, nothing to act on", moderatorId },
      reportedUser: { status: "active" },
    });
    const again = await resolve(reportId, { action: "ban", note: "changed my mind" });
    expect(again.status).toBe(409);
    expect((await reported.client.get("/api/auth/user")).status).toBe(200);

    const { client } = await moderator();
    const open = (await client.get("/api/admin/reports")).json as AdminReportJson[];
    const resolved = (await client.get("/api/admin/reports?status=resolved")).json as AdminReportJson[];
    expect(open.map((report) => report.id)).not.toContain(reportId);
    expect(resolved.map((report) => report.id)).toContain(reportId);
    expect((await resolve(randomUUID(), { action: "dismiss", note: "n" })).status).toBe(404);
  });

  it("answers 400 for suspend or ban on a report that names nobody; dismiss is fine", async () => {
    const reporter = await createPerson(server);
    const reportId = await fileReport(reporter, undefined, "The chat list does not scroll");
    expect((await resolve(reportId, { action: "suspend", note: "n", days: 2 })).status).toBe(400);
    expect((await resolve(reportId, { action: "ban", note: "n" })).status).toBe(400);
    const dismissed = await resolve(reportId, { action: "dismiss", note: "Bug passed to the team" });
    expect(dismissed.status).toBe(200);
    expect((dismissed.json as AdminReportJson).reportedUser).toBeNull();
  });

  it("suspends: every session ends at once, login answers 403 with the date, and it ends by itself", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const secondDevice = await login(reported.email);
    expect(secondDevice.status).toBe(200);
    const reportId = await fileReport(reporter, reported.id);

    const result = await resolve(reportId, { action: "suspend", note: "Insults; a week off", days: 7 });
    expect(result.status).toBe(200);
    const suspendedUntil = (result.json as AdminReportJson).reportedUser?.suspendedUntil ?? "";
    expect((result.json as AdminReportJson).reportedUser?.status).toBe("suspended");
    expect(new Date(suspendedUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    expect((await reported.client.get("/api/auth/user")).status).toBe(401);
    const refused = await login(reported.email);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: `Your account is suspended until ${sameDay(suspendedUntil)}` });
    // A wrong password still says only that (the standing is not told to a guesser).
    expect((await login(reported.email, "wrong password here")).status).toBe(401);
    // The reporter's own session and view are untouched.
    expect((await reporter.client.get("/api/auth/user")).status).toBe(200);

    // The date passes: nothing to run, the account is active again.
    await server.deps.db
      .update(schema.users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, reported.id));
    expect((await login(reported.email)).status).toBe(200);
    const after = await (await moderator()).client.get(`/api/admin/reports/${reportId}`);
    expect((after.json as AdminReportJson).reportedUser).toMatchObject({ status: "active", suspendedUntil: null });
  });

  it("bans: sessions end, login 403, matches vanish from the other sides (messages kept), the email cannot register again", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const other = await createPerson(server);
    const matchId = await seedMatch(server.deps.db, reporter.id, reported.id);
    const otherMatchId = await seedMatch(server.deps.db, other.id, reported.id);
    await reported.client.post("/api/messages", { matchId, content: "kept for evidence" });
    const reportId = await fileReport(reporter, reported.id);
    const listBefore = (await other.client.get("/api/matches")).json as { id: string }[];
    expect(listBefore.map((match) => match.id)).toContain(otherMatchId);

    const result = await resolve(reportId, { action: "ban", note: "Threats; banned" });
    expect(result.status).toBe(200);
    expect((result.json as AdminReportJson).reportedUser).toMatchObject({ status: "banned", suspendedUntil: null });

    expect((await reported.client.get("/api/auth/user")).status).toBe(401);
    const refused = await login(reported.email);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "This account has been banned" });

    for (const [person, id] of [
      [reporter, matchId],
      [other, otherMatchId],
    ] as const) {
      const list = (await person.client.get("/api/matches")).json as { id: string }[];
      expect(list.map((match) => match.id)).not.toContain(id);
      expect((await person.client.get(`/api/matches/${id}`)).status).toBe(404);
    }
    const kept = await server.deps.db.select().from(schema.messages).where(eq(schema.messages.matchId, matchId));
    expect(kept.map((message) => message.content)).toEqual(["kept for evidence"]);

    for (const email of [reported.email, `  ${reported.email.toUpperCase()}  `]) {
      const again = await new HttpClient(server.baseUrl).post("/api/register", { email, password: PASSWORD });
      expect(again.status).toBe(403);
      expect(again.json).toMatchObject({ message: "This email cannot be used" });
    }
    // Not even once the account is gone.
    await server.deps.db.delete(schema.users).where(eq(schema.users.id, reported.id));
    const afterDeletion = await new HttpClient(server.baseUrl).post("/api/register", {
      email: reported.email,
      password: PASSWORD,
    });
    expect(afterDeletion.status).toBe(403);
  });

  it("keeps suspended and banned accounts out of matching; an active one nearby is matched", async () => {
    const searcher = await createPerson(server);
    const suspended = await createPerson(server);
    const banned = await createPerson(server);
    const active = await createPerson(server);
    const place = { latitude: -33.87, longitude: 151.21 };
    for (const person of [searcher, suspended, banned, active]) {
      await server.deps.db
        .update(schema.profiles)
        .set({ ...place, answerBits: 0, lookingFor: "both", age: 30 })
        .where(eq(schema.profiles.userId, person.id));
    }
    const reporter = await createPerson(server);
    await resolve(await fileReport(reporter, suspended.id), { action: "suspend", note: "n", days: 3 });
    await resolve(await fileReport(reporter, banned.id), { action: "ban", note: "n" });

    const saved = await searcher.client.put("/api/preferences", { ageMin: 18, ageMax: 99, distanceKm: 50 });
    expect(saved.status).toBe(200);
    const rows = rowsOf<{ other: string }>(
      await server.deps.db.execute(sql`
        select case when user1_id = ${searcher.id} then user2_id else user1_id end as other
        from matches where user1_id = ${searcher.id} or user2_id = ${searcher.id}`),
    );
    const others = rows.map((row) => row.other);
    expect(others).toContain(active.id);
    expect(others).not.toContain(suspended.id);
    expect(others).not.toContain(banned.id);
  });

  it("refuses to suspend or ban the moderator's own account (403) but lets them dismiss a report about themselves", async () => {
    const { id: moderatorId, client } = await moderator();
    const reporter = await createPerson(server);
    const reportId = await fileReport(reporter, moderatorId, "The moderator was rude to me");
    expect((await resolve(reportId, { action: "suspend", note: "n", days: 1 })).status).toBe(403);
    expect((await resolve(reportId, { action: "ban", note: "n" })).status).toBe(403);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect((await resolve(reportId, { action: "dismiss", note: "Reviewed by a second moderator" })).status).toBe(200);
  });
});

describe("DELETE /api/admin/users/{userId}/photos/{index}", () => {
  it("removes one photo and its stored object (the last too), 404 for a bad index or user, 403 for one's own", async () => {
    const person = await createPerson(server, { photoCount: 2 });
    const [first, second] = person.profile.photoUrls;
    const { client, id: moderatorId } = await moderator();

    const removed = await client.delete(`/api/admin/users/${person.id}/photos/0`);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ id: person.id, profile: { photos: [second] } });
    const objectId = (first ?? "").slice("/objects/".length);
    expect(await server.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, objectId))).toEqual([]);

    expect((await client.delete(`/api/admin/users/${person.id}/photos/5`)).status).toBe(404);
    expect((await client.delete(`/api/admin/users/${randomUUID()}/photos/0`)).status).toBe(404);
    expect((await client.delete(`/api/admin/users/${person.id}/photos/x`)).status).toBe(400);
    expect((await client.delete(`/api/admin/users/${moderatorId}/photos/0`)).status).toBe(403);
    const last = await client.delete(`/api/admin/users/${person.id}/photos/0`);
    expect(last.status).toBe(200);
    expect((last.json as AdminUserJson).profile?.photos).toEqual([]);

    const audit = (await client.get("/api/admin/audit")).json as AuditJson[];
    expect(audit.filter((entry) => entry.targetUserId === person.id && entry.action === "remove_photo")).toHaveLength(2);
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
  it("lists every action newest first with the §13 fields", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const reportId = await fileReport(reporter, reported.id);
    await resolve(reportId, { action: "suspend", note: "Three days to cool off", days: 3 });
    const { client, id: moderatorId } = await moderator();
    const result = await client.get("/api/admin/audit");
    expect(result.status).toBe(200);
    const entries = result.json as AuditJson[];
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      ["action", "createdAt", "id", "moderatorId", "note", "reportId", "targetUserId"].sort(),
    );
    expect(entries[0]).toMatchObject({
      moderatorId,
      action: "suspend",
      targetUserId: reported.id,
      reportId,
      note: "Three days to cool off",
    });
    const times = entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("cannot be changed or deleted, not even by SQL straight to the database", async () => {
    const reporter = await createPerson(server);
    const reportId = await fileReport(reporter, undefined, "Nothing to do with anyone");
    await resolve(reportId, { action: "dismiss", note: "Logged" });
    const db = server.deps.db;
    const refusal = async (statement: Promise<unknown>) => {
      try {
        await statement;
        return "accepted";
      } catch (error) {
        // drizzle wraps the driver's error; the trigger's message is its cause.
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    const refused = /cannot be changed or deleted/;
    expect(await refusal(db.execute(sql`update moderation_audit set note = 'rewritten' where report_id = ${reportId}`))).toMatch(
      refused,
    );
    expect(await refusal(db.execute(sql`delete from moderation_audit where report_id = ${reportId}`))).toMatch(refused);
    expect(await refusal(db.execute(sql`truncate moderation_audit`))).toMatch(refused);
    const [entry] = await db.select().from(schema.moderationAudit).where(eq(schema.moderationAudit.reportId, reportId));
    expect(entry?.note).toBe("Logged");
  });
});
