import { schema } from "@unveil/db";
import { VERIFICATION_POSES } from "@unveil/validators";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readVisibleObject } from "../services/object-access";
import { deleteExpiredSelfies } from "../services/selfie-cleanup";
import { callerFor, createCallerPerson, signUp, signedOutCaller } from "../test/caller";
import { dataUrlOf, makeJpeg } from "../test/images";
import { seedMatch } from "../test/match-fixtures";
import { startTestApp, useStarted } from "../test/test-app";

/**
 * Photo verification, the dater's side (docs/product-rules.md#verification-and-date-plans), through the
 * procedures: the pose, the selfie, the status, and where the selfie may be seen and when it goes.
 */
const MODERATOR = "verify.moderator@example.com";
let clock = new Date("2026-11-25T10:00:00.000Z");
const app = useStarted(() =>
  startTestApp({ MODERATOR_EMAILS: MODERATOR, RATE_LIMIT_VERIFICATIONS_PER_DAY: "3" }, { now: () => clock }),
);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const selfie = async () => dataUrlOf(await makeJpeg({ width: 64, height: 64 }));
const expectError = (promise: Promise<unknown>, code: string, message: string) =>
  expect(promise).rejects.toMatchObject({ code, message });

async function moderatorCaller() {
  const [existing] = await app.deps.db.select().from(schema.users).where(eq(schema.users.email, MODERATOR));
  if (existing) return callerFor(app.deps, existing.id);
  const user = await signedOutCaller(app.deps).auth.register({ email: MODERATOR, password: "correct horse battery" });
  return callerFor(app.deps, user.id);
}

async function selfieObjectOf(userId: string): Promise<string> {
  const [row] = await app.deps.db
    .select({ objectId: schema.verificationRequests.selfieObjectId })
    .from(schema.verificationRequests)
    .where(eq(schema.verificationRequests.userId, userId));
  if (!row?.objectId) throw new Error("no selfie");
  return row.objectId;
}

describe("verification.pose", () => {
  it("needs a profile photo (400 `Add a profile photo first`)", async () => {
    const { caller } = await signUp(app.deps);
    await expectError(caller.verification.pose(), "BAD_REQUEST", "Add a profile photo first");
    const person = await createCallerPerson(app.deps, { photoCount: 0 });
    await expectError(person.caller.verification.pose(), "BAD_REQUEST", "Add a profile photo first");
  });

  it("gives one of at least 8 poses at random, each with its own instruction, and GET shows the one held", async () => {
    expect(VERIFICATION_POSES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(VERIFICATION_POSES.map((pose) => pose.instruction)).size).toBe(VERIFICATION_POSES.length);
    const { caller } = await createCallerPerson(app.deps);
    expect(await caller.verification.get()).toEqual({ status: "none", pose: null, rejectionReason: null });
    const seen = new Set<string>();
    let last = await caller.verification.pose();
    for (let i = 0; i < 30; i++) {
      last = await caller.verification.pose();
      expect(VERIFICATION_POSES.map((pose) => pose.instruction)).toContain(last.instruction);
      seen.add(last.instruction);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(await caller.verification.get()).toEqual({ status: "none", pose: last, rejectionReason: null });
  });
});

describe("verification.submit", () => {
  it("takes a selfie for review (pending), then 409 while it is reviewed", async () => {
    const { caller } = await createCallerPerson(app.deps);
    const pose = await caller.verification.pose();
    expect(await caller.verification.submit({ poseId: pose.id, selfie: await selfie() })).toEqual({ status: "pending" });
    expect(await caller.verification.get()).toEqual({ status: "pending", pose: null, rejectionReason: null });
    const again = await caller.verification.pose();
    await expectError(
      caller.verification.submit({ poseId: again.id, selfie: await selfie() }),
      "CONFLICT",
      "Your verification is already being reviewed",
    );
  });

  it("400 for a pose past its 15 minutes, used already, or someone else's", async () => {
    const person = await createCallerPerson(app.deps);
    const other = await createCallerPerson(app.deps);
    const expired = "This pose has expired. Start again.";
    const pose = await person.caller.verification.pose();
    clock = new Date(clock.getTime() + 15 * MINUTE + 1);
    await expectError(person.caller.verification.submit({ poseId: pose.id, selfie: await selfie() }), "BAD_REQUEST", expired);
    const othersPose = await other.caller.verification.pose();
    await expectError(
      person.caller.verification.submit({ poseId: othersPose.id, selfie: await selfie() }),
      "BAD_REQUEST",
      expired,
    );
    const fresh = await person.caller.verification.pose();
    clock = new Date(clock.getTime() + 14 * MINUTE);
    await person.caller.verification.submit({ poseId: fresh.id, selfie: await selfie() });
    const moderator = await moderatorCaller();
    const [queued] = (await moderator.verificationReview.queue()).filter((item) => item.user.id === person.id);
    await moderator.verificationReview.decide({ requestId: queued?.id ?? "", decision: "reject", reason: "Too dark" });
    await expectError(person.caller.verification.submit({ poseId: fresh.id, selfie: await selfie() }), "BAD_REQUEST", expired);
  });

  it("refuses what is not an image, and allows 3 selfies a day (429)", async () => {
    const person = await createCallerPerson(app.deps);
    const moderator = await moderatorCaller();
    const notImage = `data:image/jpeg;base64,${Buffer.from("plain text, not a picture").toString("base64")}`;
    const pose = await person.caller.verification.pose();
    await expect(person.caller.verification.submit({ poseId: pose.id, selfie: notImage })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    for (let i = 0; i < 2; i++) {
      const next = await person.caller.verification.pose();
      await person.caller.verification.submit({ poseId: next.id, selfie: await selfie() });
      const [queued] = (await moderator.verificationReview.queue()).filter((item) => item.user.id === person.id);
      await moderator.verificationReview.decide({ requestId: queued?.id ?? "", decision: "reject", reason: "Blurry" });
    }
    const fourth = await person.caller.verification.pose();
    await expect(person.caller.verification.submit({ poseId: fourth.id, selfie: await selfie() })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await person.caller.verification.get()).toMatchObject({ status: "rejected", rejectionReason: "Blurry" });
  });

  it("409 `You're already verified` once approved", async () => {
    const person = await createCallerPerson(app.deps);
    const pose = await person.caller.verification.pose();
    await person.caller.verification.submit({ poseId: pose.id, selfie: await selfie() });
    const moderator = await moderatorCaller();
    const [queued] = (await moderator.verificationReview.queue()).filter((item) => item.user.id === person.id);
    await moderator.verificationReview.decide({ requestId: queued?.id ?? "", decision: "approve" });
    expect(await person.caller.verification.get()).toEqual({ status: "verified", pose: null, rejectionReason: null });
    const next = await person.caller.verification.pose();
    await expectError(
      person.caller.verification.submit({ poseId: next.id, selfie: await selfie() }),
      "CONFLICT",
      "You're already verified",
    );
  });
});

describe("the selfie", () => {
  it("only moderators may fetch it: not its owner, not a match, revealed or not", async () => {
    const person = await createCallerPerson(app.deps);
    const partner = await createCallerPerson(app.deps);
    await seedMatch(app.deps.db, person.id, partner.id, { user1Revealed: true, user2Revealed: true });
    const pose = await person.caller.verification.pose();
    await person.caller.verification.submit({ poseId: pose.id, selfie: await selfie() });
    const objectId = await selfieObjectOf(person.id);
    const [moderatorRow] = await app.deps.db.select().from(schema.users).where(eq(schema.users.email, MODERATOR));
    if (!moderatorRow) throw new Error("no moderator");

    expect(await readVisibleObject(app.deps, { id: person.id, email: person.email }, { objectId })).toBeNull();
    expect(await readVisibleObject(app.deps, { id: partner.id, email: partner.email }, { objectId })).toBeNull();
    const seen = await readVisibleObject(app.deps, { id: moderatorRow.id, email: MODERATOR }, { objectId });
    expect(seen?.contentType).toBe("image/jpeg");
    // The revealed partner still sees the profile photos.
    const photoId = person.profile.photoUrls[0]?.split("/").pop() ?? "";
    const [photo] = await app.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, photoId));
    expect(photo?.purpose).toBe("photo");
  });

  it("is deleted 30 days after the decision, once, even with two sweeps at the same time", async () => {
    const person = await createCallerPerson(app.deps);
    const pose = await person.caller.verification.pose();
    await person.caller.verification.submit({ poseId: pose.id, selfie: await selfie() });
    const objectId = await selfieObjectOf(person.id);
    const moderator = await moderatorCaller();
    const [queued] = (await moderator.verificationReview.queue()).filter((item) => item.user.id === person.id);
    await moderator.verificationReview.decide({ requestId: queued?.id ?? "", decision: "approve" });

    clock = new Date(clock.getTime() + 30 * DAY - MINUTE);
    expect(await deleteExpiredSelfies(app.deps)).toBe(0);
    expect(await app.deps.storage.get(objectId)).not.toBeNull();

    clock = new Date(clock.getTime() + 2 * MINUTE);
    const sweeps = await Promise.all([deleteExpiredSelfies(app.deps), deleteExpiredSelfies(app.deps)]);
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const [request] = await app.deps.db
      .select()
      .from(schema.verificationRequests)
      .where(eq(schema.verificationRequests.userId, person.id));
    expect(request?.selfieObjectId).toBeNull();
    expect(request?.decision).toBe("approve");
    expect(await app.deps.storage.get(objectId)).toBeNull();
    expect(await deleteExpiredSelfies(app.deps)).toBe(0);
  });

  it("goes with the account", async () => {
    const person = await createCallerPerson(app.deps);
    const pose = await person.caller.verification.pose();
    await person.caller.verification.submit({ poseId: pose.id, selfie: await selfie() });
    const objectId = await selfieObjectOf(person.id);
    await person.caller.profile.delete();
    expect(await app.deps.db.select().from(schema.storedObjects).where(eq(schema.storedObjects.id, objectId))).toEqual([]);
    expect(
      await app.deps.db.select().from(schema.verificationRequests).where(eq(schema.verificationRequests.userId, person.id)),
    ).toEqual([]);
    expect(await app.deps.storage.get(objectId)).toBeNull();
  });
});
