import { PERSONALITY_QUESTIONS, schema } from "@unveil/db";
import { eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newSessionAttributes } from "../services/sessions";
import { createCallerPerson, signUp, signedOutCaller } from "../test/caller";
import { makeJpeg } from "../test/images";
import { pngDataUrl, seedMatch } from "../test/match-fixtures";
import { useTestApp } from "../test/test-app";

/**
 * docs/product-rules.md#account-deletion through profile.delete: every row and stored
 * file of the account goes, the other side keeps theirs, and the email is free again.
 * http/account-deletion.test.ts keeps the 204, the cleared cookie and the dead sessions.
 */
const app = useTestApp();
const objectIdOf = (url: string) => url.slice("/objects/".length);
const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * A user with everything the rule lists: profile and photos (with bytes), an upload, preferences,
 * answers, a match with chat images both ways, a block, a deleted pair, a report they
 * filed and one about them; plus the partner's own data, which must stay.
 */
async function userWithEverything() {
  const doomed = await createCallerPerson(app.deps);
  const partner = await createCallerPerson(app.deps);
  const blocked = await createCallerPerson(app.deps);
  const exMatch = await createCallerPerson(app.deps);
  const { db, storage } = app.deps;
  for (const url of [...doomed.profile.photoUrls, ...partner.profile.photoUrls]) {
    await storage.put(objectIdOf(url), await makeJpeg(), "image/jpeg");
  }
  await doomed.caller.profile.createUploadUrl();
  await doomed.caller.preferences.update({ ageMin: 25, ageMax: 40, distanceKm: 50, verifiedOnly: false });
  await db
    .insert(schema.answers)
    .values(PERSONALITY_QUESTIONS.map((question) => ({ userId: doomed.id, questionId: question.id, answer: "A" as const })));
  const matchId = await seedMatch(db, doomed.id, partner.id);
  await doomed.caller.messages.send({ matchId, content: "hello" });
  const mine = await doomed.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl(12, 12) });
  const theirs = await partner.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl(13, 13) });
  await doomed.caller.reports.blockUser({ userId: blocked.id });
  const [user1Id, user2Id] = ordered(doomed.id, exMatch.id);
  await db.insert(schema.deletedPairs).values({ user1Id, user2Id });
  const filed = await doomed.caller.reports.create({
    reportType: "user",
    description: "Rude messages.",
    reportedUserId: partner.id,
  });
  const about = await partner.caller.reports.create({
    reportType: "user",
    description: "Was unkind to me.",
    reportedUserId: doomed.id,
  });
  const objectIds = [...doomed.profile.photoUrls, mine.imageUrl ?? "", theirs.imageUrl ?? ""].map(objectIdOf);
  return { doomed, partner, blocked, matchId, filedReportId: filed.id, aboutReportId: about.id, objectIds };
}

describe("profile.delete", () => {
  it("removes every row and stored file of the account, the other side's chat images in it too", async () => {
    const world = await userWithEverything();
    const id = world.doomed.id;
    const { db, storage } = app.deps;
    for (const objectId of world.objectIds) expect(await storage.get(objectId)).not.toBeNull();

    await world.doomed.caller.profile.delete();

    const rowsOf = {
      users: db.select().from(schema.users).where(eq(schema.users.id, id)),
      sessions: db.select().from(schema.sessions).where(eq(schema.sessions.userId, id)),
      profiles: db.select().from(schema.profiles).where(eq(schema.profiles.userId, id)),
      photos: db.select().from(schema.photos).where(eq(schema.photos.userId, id)),
      uploads: db.select().from(schema.uploads).where(eq(schema.uploads.userId, id)),
      preferences: db.select().from(schema.preferences).where(eq(schema.preferences.userId, id)),
      answers: db.select().from(schema.answers).where(eq(schema.answers.userId, id)),
      matches: db.select().from(schema.matches).where(eq(schema.matches.id, world.matchId)),
      messages: db.select().from(schema.messages).where(eq(schema.messages.matchId, world.matchId)),
      blocks: db.select().from(schema.blocks).where(eq(schema.blocks.blockerId, id)),
      deletedPairs: db
        .select()
        .from(schema.deletedPairs)
        .where(or(eq(schema.deletedPairs.user1Id, id), eq(schema.deletedPairs.user2Id, id))),
      storedObjects: db.select().from(schema.storedObjects).where(inArray(schema.storedObjects.id, world.objectIds)),
    };
    for (const [table, rows] of Object.entries(rowsOf)) expect([table, await rows]).toEqual([table, []]);
    for (const objectId of world.objectIds) expect(await storage.get(objectId)).toBeNull();

    // Reports: the one filed keeps no link to the deleted user; the one about them keeps their id.
    const [filed] = await db.select().from(schema.reports).where(eq(schema.reports.id, world.filedReportId));
    expect(filed).toMatchObject({ reporterId: null, reportedUserId: world.partner.id, description: "Rude messages." });
    const [about] = await db.select().from(schema.reports).where(eq(schema.reports.id, world.aboutReportId));
    expect(about).toMatchObject({ reporterId: world.partner.id, reportedUserId: id });

    // The partner keeps their own account, profile and photo bytes; the blocked user theirs.
    expect(await world.partner.caller.profile.get()).toMatchObject({ userId: world.partner.id });
    expect(await storage.get(objectIdOf(world.partner.profile.photoUrls[0] ?? ""))).not.toBeNull();
    expect(await db.select().from(schema.users).where(eq(schema.users.id, world.blocked.id))).toHaveLength(1);
  });

  it("frees the email: the old password no longer signs in and the address can register again", async () => {
    const { caller, email, password } = await signUp(app.deps);
    await caller.profile.delete();
    const signedOut = signedOutCaller(app.deps);
    await expect(signedOut.auth.login({ email, password })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    });
    const again = await signedOut.auth.register({ email, password: "a brand new password" });
    expect(again).toMatchObject({ email, profile: null });
  });

  it("deletes an account that never made a profile; signed out it is UNAUTHORIZED", async () => {
    const { id, caller } = await signUp(app.deps);
    await caller.profile.delete();
    expect(await app.deps.db.select().from(schema.users).where(eq(schema.users.id, id))).toEqual([]);
    await expect(signedOutCaller(app.deps).profile.delete()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("ends every session of the account, not only the one that asked", async () => {
    const { id, caller } = await signUp(app.deps);
    const other = await app.deps.lucia.createSession(id, newSessionAttributes(app.deps, undefined));
    await caller.profile.delete();
    expect(await app.deps.lucia.validateSession(other.id)).toEqual({ session: null, user: null });
  });
});
