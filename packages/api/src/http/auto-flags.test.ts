import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#automatic-flags over HTTP: the 400 for a dater's `auto`, and an automatic
 * report's shape in /api/admin/reports (the rules: routers/auto-flags*.test.ts).
 */
const MODERATOR_EMAIL = "http.flags.moderator@example.com";
const server = useTestServer({ MODERATOR_EMAILS: MODERATOR_EMAIL });

describe("automatic reports over HTTP", () => {
  it("refuses reportType auto from POST /api/reports with 400", async () => {
    const dater = await createPerson(server);
    const result = await dater.client.post("/api/reports", { reportType: "auto", description: "Looks like the server" });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: "BAD_REQUEST", issues: [{ path: "reportType" }] });
  });

  it("lists an automatic report with no reporter, the rule as its description and the dater's level", async () => {
    const reported = await createPerson(server);
    for (let i = 0; i < 3; i++) {
      const reporter = await createPerson(server);
      const filed = { reportType: "user", description: "Asked me for money", reportedUserId: reported.id };
      expect((await reporter.client.post("/api/reports", filed)).status).toBe(201);
    }
    const moderator = new HttpClient(server.baseUrl);
    expect((await moderator.post("/api/register", { email: MODERATOR_EMAIL, password: "correct horse battery" })).status).toBe(
      201,
    );
    const queue = (await moderator.get("/api/admin/reports")).json as {
      reportType: string;
      reportedUser: { id: string } | null;
    }[];
    const flag = queue.find((report) => report.reportType === "auto" && report.reportedUser?.id === reported.id);
    expect(flag).toMatchObject({
      reportType: "auto",
      description: "Reported by several people",
      reporter: null,
      status: "open",
      reportedUser: { id: reported.id, level: "new" },
    });
  });
});
