import { schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCallerPerson } from "../test/caller";
import { fileReport, MODERATOR_ENV, moderatorCaller, type ResolveInput } from "../test/moderation-fixtures";
import { useTestApp } from "../test/test-app";

/** docs/product-rules.md#moderation through the procedures: removing a photo, and the audit log. */
const app = useTestApp(MODERATOR_ENV);
const moderator = () => moderatorCaller(app.deps);
const resolve = async (reportId: string, input: Omit<ResolveInput, "reportId">) =>
  (await moderator()).caller.moderation.resolve({ reportId, ...input });

describe("admin.removePhoto and admin.audit", () => {
  it("removes one photo and its stored object (the last too); 404 for a bad index or user, 403 for one's own", async () => {
    const person = await createCallerPerson(app.deps, { photoCount: 2 });
    const [first, second] = person.profile.photoUrls;
    const { caller, id: moderatorId } = await moderator();
    expect(await caller.moderation.removePhoto({ userId: person.id, index: 0 })).toMatchObject({
      id: person.id,
      profile: { photos: [second] },
    });
    const objectId = (first ?? "").slice("/objects/".length);
    expect(await app.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, objectId))).toEqual([]);
    await expect(caller.moderation.removePhoto({ userId: person.id, index: 5 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.moderation.removePhoto({ userId: randomUUID(), index: 0 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.moderation.removePhoto({ userId: moderatorId, index: 0 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await caller.moderation.removePhoto({ userId: person.id, index: 0 })).profile?.photos).toEqual([]);
    const removals = (await caller.moderation.audit()).filter(
      (entry) => entry.targetUserId === person.id && entry.action === "remove_photo",
    );
    expect(removals).toHaveLength(2);
  });

  it("lists every action newest first with the audit entry's fields", async () => {
    const reported = await createCallerPerson(app.deps);
    const reportId = await fileReport(await createCallerPerson(app.deps), reported.id);
    await resolve(reportId, { action: "suspend", note: "Three days to cool off", days: 3 });
    const { caller, id: moderatorId } = await moderator();
    const entries = await caller.moderation.audit();
    expect(entries[0]).toMatchObject({
      moderatorId,
      action: "suspend",
      targetUserId: reported.id,
      reportId,
      note: "Three days to cool off",
    });
    const times = entries.map((entry) => entry.createdAt.toString());
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("cannot be changed or deleted, not even by SQL straight to the database", async () => {
    const reportId = await fileReport(await createCallerPerson(app.deps), undefined, "Nothing to do with anyone");
    await resolve(reportId, { action: "dismiss", note: "Logged" });
    const db = app.deps.db;
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
