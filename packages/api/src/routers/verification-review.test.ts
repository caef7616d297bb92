import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerFor, createCallerPerson, signedOutCaller, type CallerPerson } from "../test/caller";
import { dataUrlOf, makeJpeg } from "../test/images";
import { seedMatch } from "../test/match-fixtures";
import { createPlaces, matchesBetween, seedMatchingProfile } from "../test/matching-seeds";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * Photo verification, the moderators' side, and what being verified changes
 * (docs/product-rules.md#verification-and-date-plans): the queue, approve/reject/revoke with their audit
 * entries, `verified` on User and PublicUser (before reveal too), verifiedOnly both ways.
 */
const MODERATOR = "review.moderator@example.com";
const app = useStarted(() => startTestApp({ MODERATOR_EMAILS: MODERATOR }));
const nextPlace = createPlaces();

let moderatorId = "";
async function moderator() {
  if (!moderatorId) {
    const user = await signedOutCaller(app.deps).auth.register({ email: MODERATOR, password: "correct horse battery" });
    moderatorId = user.id;
  }
  return callerFor(app.deps, moderatorId);
}

/** A dater whose selfie waits for review; answers the request's id. */
async function pendingVerification(person: CallerPerson): Promise<string> {
  const pose = await person.caller.verification.pose();
  await person.caller.verification.submit({ poseId: pose.id, selfie: dataUrlOf(await makeJpeg()) });
  const [row] = await app.deps.db
    .select({ id: schema.verificationRequests.id })
    .from(schema.verificationRequests)
    .where(eq(schema.verificationRequests.userId, person.id));
  if (!row) throw new Error("no request");
  return row.id;
}

/** A dater with a profile, photos and 15 answers (all A) at `place`, ready to match. */
async function daterAt(place: { latitude: number; longitude: number }, gender: "male" | "female") {
  const person = await createCallerPerson(app.deps, { ...place, gender, lookingFor: gender === "male" ? "female" : "male" });
  await app.deps.db.update(schema.profiles).set({ answerBits: 0 }).where(eq(schema.profiles.userId, person.id));
  return person;
}

describe("verificationReview.queue", () => {
  it("lists the pending ones oldest first, the selfie beside the profile photos and the pose; 404 for daters", async () => {
    const first = await createCallerPerson(app.deps);
    const second = await createCallerPerson(app.deps);
    const firstId = await pendingVerification(first);
    await pendingVerification(second);
    const queue = (await (await moderator()).verificationReview.queue()).filter((item) =>
      [first.id, second.id].includes(item.user.id),
    );
    expect(queue.map((item) => item.user.id)).toEqual([first.id, second.id]);
    expect(queue[0]).toMatchObject({
      id: firstId,
      user: { id: first.id, email: first.email, status: "active" },
      profilePhotos: first.profile.photoUrls,
      selfieUrl: expect.stringMatching(/^\/objects\/[0-9a-f-]{36}$/) as unknown,
      pose: { instruction: expect.any(String) as unknown },
    });
    await expect(first.caller.verificationReview.queue()).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(signedOutCaller(app.deps).verificationReview.queue()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("verificationReview.decide", () => {
  it("approves: verified on User, on PublicUser before reveal, out of the queue, audited; 409 once decided", async () => {
    const person = await createCallerPerson(app.deps, { gender: "female" });
    const partner = await createCallerPerson(app.deps, { gender: "male" });
    const matchId = await seedMatch(app.deps.db, person.id, partner.id);
    const requestId = await pendingVerification(person);
    const mod = await moderator();
    expect(await mod.verificationReview.decide({ requestId, decision: "approve" })).toMatchObject({
      id: requestId,
      decision: "approve",
      reason: null,
    });
    expect(await person.caller.auth.me()).toMatchObject({ verified: true });
    const match = await partner.caller.matches.get({ matchId });
    const other = match.user1Id === person.id ? match.user1 : match.user2;
    expect(other).toEqual({
      id: person.id,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      profile: null,
      verified: true,
    });
    expect((await mod.verificationReview.queue()).map((item) => item.id)).not.toContain(requestId);
    const [entry] = (await mod.moderation.audit()).filter((item) => item.targetUserId === person.id);
    expect(entry).toMatchObject({ action: "verify-approve", moderatorId, reportId: null });
    await expect(mod.verificationReview.decide({ requestId, decision: "reject", reason: "Late" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This verification is already decided",
    });
  });

  it("rejects with a reason (required, 1–300), shown to the dater; audited", async () => {
    const person = await createCallerPerson(app.deps);
    const requestId = await pendingVerification(person);
    const mod = await moderator();
    await expect(mod.verificationReview.decide({ requestId, decision: "reject" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("A reason is required to reject") as unknown,
    });
    await expect(mod.verificationReview.decide({ requestId, decision: "reject", reason: "x".repeat(301) })).rejects.toMatchObject(
      {
        code: "BAD_REQUEST",
      },
    );
    await mod.verificationReview.decide({ requestId, decision: "reject", reason: "The pose does not match" });
    expect(await person.caller.verification.get()).toEqual({
      status: "rejected",
      pose: null,
      rejectionReason: "The pose does not match",
    });
    expect(await person.caller.auth.me()).toMatchObject({ verified: false });
    const [entry] = (await mod.moderation.audit()).filter((item) => item.targetUserId === person.id);
    expect(entry).toMatchObject({ action: "verify-reject", note: "The pose does not match" });
  });

  it("403 for one's own verification; 404 for an unknown one", async () => {
    const mod = await moderator();
    await app.deps.db.insert(schema.profiles).values({
      userId: moderatorId,
      gender: "female",
      age: 30,
      bio: "A moderator with a profile of her own.",
      location: "Here",
      latitude: 1,
      longitude: 1,
      lookingFor: "both",
    });
    const objectId = crypto.randomUUID();
    await app.deps.db
      .insert(schema.storedObjects)
      .values({ id: objectId, ownerId: moderatorId, purpose: "photo", contentType: "image/jpeg", byteSize: 10 });
    await app.deps.db.insert(schema.photos).values({ id: crypto.randomUUID(), userId: moderatorId, objectId, position: 0 });
    const pose = await mod.verification.pose();
    await mod.verification.submit({ poseId: pose.id, selfie: dataUrlOf(await makeJpeg()) });
    const own = (await mod.verificationReview.queue()).find((item) => item.user.id === moderatorId);
    await expect(mod.verificationReview.decide({ requestId: own?.id ?? "", decision: "approve" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(mod.verificationReview.decide({ requestId: crypto.randomUUID(), decision: "approve" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("verificationReview.revoke", () => {
  it("takes the badge back (AdminUser answered), audited; 403 on oneself", async () => {
    const person = await createCallerPerson(app.deps);
    const mod = await moderator();
    await mod.verificationReview.decide({ requestId: await pendingVerification(person), decision: "approve" });
    expect(await mod.verificationReview.revoke({ userId: person.id })).toMatchObject({ id: person.id, email: person.email });
    expect(await person.caller.auth.me()).toMatchObject({ verified: false });
    expect(await person.caller.verification.get()).toMatchObject({ status: "none" });
    const [entry] = (await mod.moderation.audit()).filter((item) => item.targetUserId === person.id);
    expect(entry).toMatchObject({ action: "verify-revoke" });
    await expect(mod.verificationReview.revoke({ userId: moderatorId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(mod.verificationReview.revoke({ userId: crypto.randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("verifiedOnly in matching", () => {
  it("keeps an unverified dater out both ways, and approval starts the search that lets them in", async () => {
    const place = nextPlace();
    const picky = await daterAt(place, "female");
    await picky.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: true });
    expect(await picky.caller.preferences.get()).toMatchObject({ verifiedOnly: true });
    const dater = await daterAt(place, "male");
    // The unverified dater's own search does not find the verified-only one...
    await dater.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100 });
    expect(await matchesBetween(app.deps.db, picky.id, dater.id)).toEqual([]);
    // ...nor does hers find him.
    await picky.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100 });
    expect(await picky.caller.preferences.get()).toMatchObject({ verifiedOnly: true });
    expect(await matchesBetween(app.deps.db, picky.id, dater.id)).toEqual([]);

    // Approval makes him verified and starts his search: now they match.
    await (await moderator()).verificationReview.decide({ requestId: await pendingVerification(dater), decision: "approve" });
    expect(await matchesBetween(app.deps.db, picky.id, dater.id)).toHaveLength(1);
  });

  it("a verified-only searcher finds verified people only", async () => {
    const place = nextPlace();
    const verified = await seedMatchingProfile(app.deps.db, { ...place, gender: "male", verified: true });
    const unverified = await seedMatchingProfile(app.deps.db, { ...place, gender: "male" });
    const searcher = await daterAt(place, "female");
    await searcher.caller.preferences.update({ ageMin: 18, ageMax: 99, distanceKm: 100, verifiedOnly: true });
    expect(await matchesBetween(app.deps.db, searcher.id, verified)).toHaveLength(1);
    expect(await matchesBetween(app.deps.db, searcher.id, unverified)).toEqual([]);
  });
});
