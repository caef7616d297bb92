import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ImageClassifier, ImageJudgement } from "../image-safety";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair, pngDataUrl, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/** Contract §14 over REST: the export, the signed-in devices, imageSensitive. */

/** A clock the tests move; starts at the real time so lucia's own expiry checks agree. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

/**
 * A deterministic classifier (a dependency, not a module mock): an image is explicit
 * when it is wider than 20 pixels; one 30 pixels wide is judged late.
 */
const VERDICT_DELAY_MS = 2_500;
const stubClassifier: ImageClassifier = {
  mode: "worker",
  async classify(bytes) {
    const sharp = (await import("sharp")).default;
    const { width = 0 } = await sharp(bytes).metadata();
    if (width === 30) await new Promise((resolve) => setTimeout(resolve, VERDICT_DELAY_MS));
    const judgement: ImageJudgement =
      width > 20 && width !== 30
        ? { outcome: "classified", sensitive: true, scores: { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 1, Sexy: 0 } }
        : { outcome: "classified", sensitive: false, scores: { Drawing: 0, Hentai: 0, Neutral: 1, Porn: 0, Sexy: 0 } };
    return judgement;
  },
  warmUp: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

const server = useTestServer({ RATE_LIMIT_EXPORTS_PER_DAY: "3" }, { imageClassifier: stubClassifier, now });

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface SessionJson {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
  device: string;
}

/** A second sign-in of the same person, from another browser. */
async function signInAgain(email: string, userAgent: string): Promise<HttpClient> {
  const client = new HttpClient(server.baseUrl);
  const result = await client.post(
    "/api/login",
    { email, password: "correct horse battery" },
    { headers: { "user-agent": userAgent } },
  );
  expect(result.status).toBe(200);
  return client;
}

describe("GET /api/export", () => {
  it("answers the §14 document as a dated attachment, with a mystery match kept a mystery", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await alice.client.post("/api/messages", { matchId, content: "Hi from the export test" })).status).toBe(201);
    expect((await bob.client.post("/api/messages", { matchId, content: "Hello back" })).status).toBe(201);
    expect((await alice.client.post(`/api/block/${(await createPerson(server)).id}`)).status).toBe(204);
    expect(
      (
        await alice.client.post("/api/reports", {
          reportType: "user",
          description: "Something happened here",
          reportedUserId: bob.id,
        })
      ).status,
    ).toBe(201);

    const result = await alice.client.get("/api/export");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toContain("application/json");
    const date = now().toISOString().slice(0, 10);
    expect(result.headers.get("content-disposition")).toBe(`attachment; filename="unveil-export-${date}.json"`);

    const body = result.json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "answers",
        "blocks",
        "exportedAt",
        "matches",
        "messages",
        "notificationSettings",
        "preferences",
        "profile",
        "reports",
        "sessions",
        "user",
      ].sort(),
    );
    expect(body.user).toEqual({
      id: alice.id,
      email: alice.email,
      firstName: alice.firstName,
      lastName: alice.lastName,
      createdAt: expect.any(String) as unknown,
    });
    // The caller's own coordinates are theirs to have.
    expect(body.profile).toMatchObject({ latitude: alice.profile.latitude, longitude: alice.profile.longitude });
    expect(body.preferences).toEqual({ ageMin: 18, ageMax: 99, distanceKm: 100 });
    expect(body.notificationSettings).toEqual({ messages: true, matches: true, reveals: true, previews: false });
    expect((body.messages as MessageJson[]).map((m) => m.content)).toEqual(["Hi from the export test", "Hello back"]);
    expect((body.messages as MessageJson[]).every((m) => m.imageSensitive === false)).toBe(true);
    expect(body.blocks).toEqual([{ userId: expect.any(String) as unknown, createdAt: expect.any(String) as unknown }]);
    const reports = body.reports as Record<string, unknown>[];
    expect(reports).toHaveLength(1);
    expect(Object.keys(reports[0] ?? {}).sort()).toEqual(["createdAt", "description", "id", "reportType", "reportedUserId"]);
    expect(body.sessions).toEqual([
      { createdAt: expect.any(String) as unknown, expiresAt: expect.any(String) as unknown, current: true },
    ]);

    // The matches exactly as GET /api/matches shows them.
    const listed = await alice.client.get("/api/matches");
    expect(body.matches).toEqual(listed.json);
    // Redaction on the raw text: nothing of the unrevealed match's identity or photos, nor their coordinates.
    expect(result.text).not.toContain(bob.firstName);
    expect(result.text).not.toContain(bob.lastName);
    expect(result.text).not.toContain(bob.email);
    expect(result.text).not.toContain(String(bob.profile.latitude));
    for (const photo of bob.profile.photoUrls) expect(result.text).not.toContain(photo);
  });

  it("shows a match revealed on both sides as GET /api/matches does, still without the other's email or coordinates", async () => {
    const { alice, bob } = await matchedPair(server, { user1Revealed: true, user2Revealed: true });
    const result = await alice.client.get("/api/export");
    expect(result.status).toBe(200);
    const body = result.json as { matches: unknown[] };
    expect(body.matches).toEqual((await alice.client.get("/api/matches")).json);
    expect(result.text).toContain(bob.firstName);
    expect(result.text).not.toContain(bob.email);
    expect(result.text).not.toContain(String(bob.profile.latitude));
    expect(result.text).not.toContain(String(bob.profile.longitude));
  });

  it("answers 429 on the fourth export of the day, and 401 signed out", async () => {
    const person = await createPerson(server);
    for (let i = 0; i < 3; i += 1) expect((await person.client.get("/api/export")).status).toBe(200);
    const fourth = await person.client.get("/api/export");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await new HttpClient(server.baseUrl).get("/api/export")).status).toBe(401);
  });
});

describe("signed-in devices", () => {
  it("lists the caller's sessions with a device label and a public id that is not the cookie", async () => {
    const person = await createPerson(server);
    const phone = await signInAgain(person.email, SAFARI_IPHONE);
    const laptop = await signInAgain(person.email, FIREFOX_LINUX);

    const result = await laptop.get("/api/sessions");
    expect(result.status).toBe(200);
    const sessions = result.json as SessionJson[];
    expect(sessions).toHaveLength(3);
    for (const session of sessions)
      expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(["Firefox on Linux"]);
    expect(sessions.map((s) => s.device)).toContain("Safari on iOS");
    const cookies = [person.client.cookie, phone.cookie, laptop.cookie].map((c) => c?.split("=")[1] ?? "");
    for (const session of sessions) {
      for (const cookie of cookies) expect(result.text).not.toContain(cookie);
      expect(cookies).not.toContain(session.id);
    }
  });

  it("ends one session (204), answers 404 for a session that is not the caller's, and revokes all others", async () => {
    const person = await createPerson(server);
    const phone = await signInAgain(person.email, SAFARI_IPHONE);
    const laptop = await signInAgain(person.email, FIREFOX_LINUX);
    const stranger = await createPerson(server);

    const sessions = (await laptop.get("/api/sessions")).json as SessionJson[];
    const phoneSession = sessions.find((s) => s.device === "Safari on iOS");
    expect(phoneSession).toBeDefined();

    expect((await stranger.client.delete(`/api/sessions/${phoneSession?.id ?? ""}`)).status).toBe(404);
    expect((await laptop.delete("/api/sessions/no-such-session")).status).toBe(404);
    expect((await phone.get("/api/auth/user")).status).toBe(200);

    expect((await laptop.delete(`/api/sessions/${phoneSession?.id ?? ""}`)).status).toBe(204);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await laptop.delete(`/api/sessions/${phoneSession?.id ?? ""}`)).status).toBe(404);

    const revoke = await laptop.post("/api/sessions/revoke-others");
    expect(revoke.status).toBe(204);
    expect((await person.client.get("/api/auth/user")).status).toBe(401);
    expect((await laptop.get("/api/auth/user")).status).toBe(200);
    const left = (await laptop.get("/api/sessions")).json as SessionJson[];
    expect(left.map((s) => s.current)).toEqual([true]);
    // The stranger's own session was not touched.
    expect((await stranger.client.get("/api/auth/user")).status).toBe(200);
  });

  it("writes lastSeenAt at most once a minute", async () => {
    const person = await createPerson(server);
    const lastSeen = async () => ((await person.client.get("/api/sessions")).json as SessionJson[])[0]?.lastSeenAt ?? "";
    const first = await lastSeen();
    clockOffsetMs += 30_000;
    expect(await lastSeen()).toBe(first);
    clockOffsetMs += 31_000;
    const later = await lastSeen();
    expect(new Date(later).getTime() - new Date(first).getTime()).toBeGreaterThanOrEqual(60_000);
    clockOffsetMs += 10_000;
    expect(await lastSeen()).toBe(later);
  });
});

describe("imageSensitive on the Message", () => {
  it("is true for an image the classifier flags, false for a safe one and for text, on send, list and export", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const explicit = (await alice.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl(24, 24) }))
      .json as MessageJson;
    const safe = (await alice.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl(8, 8) }))
      .json as MessageJson;
    const text = (await alice.client.post("/api/messages", { matchId, content: "just words" })).json as MessageJson;
    expect([explicit.imageSensitive, safe.imageSensitive, text.imageSensitive]).toEqual([true, false, false]);

    const listed = (await bob.client.get(`/api/messages/${matchId}`)).json as MessageJson[];
    expect(listed.map((m) => m.imageSensitive)).toEqual([true, false, false]);
    const exported = (await bob.client.get("/api/export")).json as { messages: MessageJson[] };
    expect(exported.messages.map((m) => m.imageSensitive)).toEqual([true, false, false]);

    // The stored image is the one sent: the verdict never alters it.
    const stored = await alice.client.get(explicit.imageUrl ?? "");
    expect(stored.status).toBe(200);
  });

  it("stores a message as sensitive while the verdict is late, then records the late verdict", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const started = Date.now();
    const sent = await alice.client.post("/api/messages", { matchId, content: "", imageUrl: await pngDataUrl(30, 30) });
    expect(sent.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(VERDICT_DELAY_MS);
    expect((sent.json as MessageJson).imageSensitive).toBe(true);
    expect(((await bob.client.get(`/api/messages/${matchId}`)).json as MessageJson[])[0]?.imageSensitive).toBe(true);

    await expect
      .poll(
        async () => {
          const [row] = await server.deps.db
            .select({ imageSensitive: schema.messages.imageSensitive })
            .from(schema.messages)
            .where(eq(schema.messages.matchId, matchId));
          return row?.imageSensitive;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(false);
  });
});
