import { expect } from "vitest";
import { HttpClient, type HttpResult } from "./http-client";
import type { Person } from "./match-fixtures";
import { MODERATOR_EMAIL } from "./moderation-fixtures";
import type { TestServer } from "./test-server";

/** Every person from createPerson registered with this password (registerClient). */
export const PASSWORD = "correct horse battery";

/** The fields of AdminReport the HTTP tests read (the procedure tests check the rest). */
export interface AdminReportJson {
  id: string;
  status: "open" | "resolved";
  reportedUser: { suspendedUntil: string | null; profile: { photos: string[] } | null } | null;
  evidence: { imageUrl: string | null }[];
}

/**
 * The moderation HTTP tests' helpers over one server (started with MODERATOR_ENV): the
 * one moderator account, registered once with the listed email; filing a report;
 * deciding one; logging in.
 */
export function moderationOverHttp(server: TestServer) {
  let moderatorPromise: Promise<{ client: HttpClient; id: string }> | undefined;
  const moderator = () => {
    moderatorPromise ??= (async () => {
      const client = new HttpClient(server.baseUrl);
      const result = await client.post("/api/register", { email: MODERATOR_EMAIL, password: PASSWORD, firstName: "Mo" });
      if (result.status !== 201) throw new Error(`moderator register failed: ${result.status}`);
      return { client, id: (result.json as { id: string }).id };
    })();
    return moderatorPromise;
  };
  return {
    moderator,
    fileReport: async (reporter: Person, reportedUserId: string | undefined, description = "This person was abusive in chat") => {
      const result = await reporter.client.post("/api/reports", {
        reportType: reportedUserId ? "user" : "bug",
        description,
        reportedUserId,
      });
      expect(result.status).toBe(201);
      return (result.json as { id: string }).id;
    },
    resolve: async (reportId: string, body: Record<string, unknown>): Promise<HttpResult> =>
      (await moderator()).client.post(`/api/admin/reports/${reportId}/resolve`, body),
    login: (email: string, password = PASSWORD) => new HttpClient(server.baseUrl).post("/api/login", { email, password }),
  };
}
