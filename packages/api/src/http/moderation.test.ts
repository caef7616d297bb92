import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, seedMatch } from "../test/match-fixtures";
import { MODERATOR_ENV } from "../test/moderation-fixtures";
import { moderationOverHttp, PASSWORD, type AdminReportJson } from "../test/moderation-http";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#moderation over HTTP: who reaches /api/admin/*, shapes, statuses, login and sessions
 * after a decision (photos, stored objects, audit: moderation-objects.test.ts). The rules: routers/moderation*.test.ts.
 */
const server = useTestServer(MODERATOR_ENV);
const { moderator, fileReport, resolve, login } = moderationOverHttp(server);

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
});

describe("GET /api/admin/reports and /api/admin/reports/{id}", () => {
  it("answers AdminReport with exactly its fields and never a coordinate in the raw JSON", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const matchId = await seedMatch(server.deps.db, reporter.id, reported.id);
    await reported.client.post("/api/messages", { matchId, content: "a nasty thing to say" });
    const reportId = await fileReport(reporter, reported.id, "Keeps sending me insults at night");
    const { client } = await moderator();
    expect((await client.get("/api/admin/reports")).status).toBe(200);
    const one = await client.get(`/api/admin/reports/${reportId}`);
    expect(one.status).toBe(200);
    const report = one.json as AdminReportJson & Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(
      ["createdAt", "description", "evidence", "id", "reportType", "reportedUser", "reporter", "resolution", "status"].sort(),
    );
    expect(Object.keys(report.reportedUser ?? {}).sort()).toEqual(
      [
        "createdAt",
        "email",
        "firstName",
        "id",
        "lastName",
        "level",
        "profile",
        "reportsAgainst",
        "status",
        "suspendedUntil",
      ].sort(),
    );
    // Never coordinates (docs/product-rules.md#shapes-and-redaction), not even to moderators.
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
  it("answers 400 naming the refused field, 200 with the AdminReport, 409 the second time, 404 for an unknown report", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const reportId = await fileReport(reporter, reported.id);
    const refused = await resolve(reportId, { action: "suspend", note: "fine" });
    expect(refused.status).toBe(400);
    expect((refused.json as { issues: { path: string }[] }).issues[0]?.path).toBe("days");
    const dismissed = await resolve(reportId, { action: "dismiss", note: "Friendly banter, nothing to act on" });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json).toMatchObject({ id: reportId, status: "resolved", resolution: { action: "dismiss" } });
    expect((await resolve(reportId, { action: "ban", note: "changed my mind" })).status).toBe(409);
    expect((await resolve(randomUUID(), { action: "dismiss", note: "n" })).status).toBe(404);
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
  });

  it("bans: sessions end, login 403, the email cannot register again, not even once the account is gone", async () => {
    const reporter = await createPerson(server);
    const reported = await createPerson(server);
    const reportId = await fileReport(reporter, reported.id);
    expect((await resolve(reportId, { action: "ban", note: "Threats; banned" })).status).toBe(200);

    expect((await reported.client.get("/api/auth/user")).status).toBe(401);
    const refused = await login(reported.email);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "This account has been banned" });

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
});
