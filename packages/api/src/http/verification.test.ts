import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { dataUrlOf, makeJpeg } from "../test/images";
import { createPerson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * Photo verification over real HTTP (docs/product-rules.md#verification-and-date-plans): statuses, bodies
 * and who gets the selfie's bytes. The rules are in routers/verification*.test.ts.
 */
const MODERATOR_EMAIL = "verify.http.mod@example.com";
const server = useTestServer({ MODERATOR_EMAILS: MODERATOR_EMAIL });

describe("/api/verification", () => {
  it("pose 200, selfie 202 pending, the selfie's object only for a moderator, the decision 200", async () => {
    const dater = await createPerson(server);
    expect((await dater.client.get("/api/verification")).json).toEqual({ status: "none", pose: null, rejectionReason: null });
    const pose = await dater.client.post("/api/verification/pose", {});
    expect(pose.status).toBe(200);
    const { id: poseId } = pose.json as { id: string; instruction: string };
    const sent = await dater.client.post("/api/verification", { poseId, selfie: dataUrlOf(await makeJpeg()) });
    expect(sent.status).toBe(202);
    expect(sent.json).toEqual({ status: "pending" });
    const again = await dater.client.post("/api/verification", { poseId, selfie: dataUrlOf(await makeJpeg()) });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: "Your verification is already being reviewed" });

    expect((await dater.client.get("/api/admin/verifications")).status).toBe(404);
    const mod = new HttpClient(server.baseUrl);
    expect((await mod.post("/api/register", { email: MODERATOR_EMAIL, password: "correct horse battery" })).status).toBe(201);
    const queue = await mod.get("/api/admin/verifications");
    expect(queue.status).toBe(200);
    const [item] = queue.json as { id: string; selfieUrl: string; profilePhotos: string[]; user: { id: string } }[];
    expect(item?.profilePhotos).toEqual(dater.profile.photoUrls);
    expect(item?.user.id).toBe(dater.id);
    expect((await dater.client.get(item?.selfieUrl ?? "/objects/x")).status).toBe(404);
    const selfie = await mod.get(item?.selfieUrl ?? "/objects/x");
    expect(selfie.status).toBe(200);
    expect(selfie.headers.get("cache-control")).toMatch(/private/);

    const decided = await mod.post(`/api/admin/verifications/${item?.id ?? ""}`, { decision: "approve" });
    expect(decided.status).toBe(200);
    expect((await mod.post(`/api/admin/verifications/${item?.id ?? ""}`, { decision: "approve" })).status).toBe(409);
    expect((await dater.client.get("/api/auth/user")).json).toMatchObject({ verified: true });
    const revoked = await mod.request("DELETE", `/api/admin/users/${dater.id}/verification`);
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ id: dater.id });
    expect((revoked.json as { level: string }).level).not.toBe("verified");
    expect((await dater.client.get("/api/auth/user")).json).toMatchObject({ verified: false });
    const audit = (await mod.get("/api/admin/audit")).json as { action: string; targetUserId: string }[];
    expect(audit.filter((entry) => entry.targetUserId === dater.id).map((entry) => entry.action)).toEqual([
      "verify-revoke",
      "verify-approve",
    ]);
  });

  it("400 `Add a profile photo first`, 400 for a bad pose id, 401 signed out", async () => {
    const dater = await createPerson(server, { photoCount: 0 });
    const pose = await dater.client.post("/api/verification/pose", {});
    expect(pose.status).toBe(400);
    expect(pose.json).toMatchObject({ message: "Add a profile photo first" });
    expect((await dater.client.post("/api/verification", { poseId: "nope", selfie: "data:," })).status).toBe(400);
    expect((await new HttpClient(server.baseUrl).get("/api/verification")).status).toBe(401);
  });
});
