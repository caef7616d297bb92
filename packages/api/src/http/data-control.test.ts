import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson, matchedPair, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#the-daters-data over REST: the export as a dated attachment, the
 * 429 and 401, and the signed-in devices' JSON and cookies. What the export holds and the
 * devices' rules are in routers/data-control.test.ts.
 */

/** A clock the tests move; starts at the real time so lucia's own expiry checks agree. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

const server = useTestServer({ RATE_LIMIT_EXPORTS_PER_DAY: "3" }, { now });

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
  it("answers the export document as a dated JSON attachment, a mystery match's identity nowhere in the raw text", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    expect((await alice.client.post("/api/messages", { matchId, content: "Hi from the export test" })).status).toBe(201);

    const result = await alice.client.get("/api/export");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toContain("application/json");
    const date = now().toISOString().slice(0, 10);
    expect(result.headers.get("content-disposition")).toBe(`attachment; filename="unveil-export-${date}.json"`);
    const body = result.json as { exportedAt: string; user: { id: string }; messages: MessageJson[] };
    expect(body.user.id).toBe(alice.id);
    expect(new Date(body.exportedAt).toISOString()).toBe(body.exportedAt);
    expect(body.messages.map((m) => m.content)).toEqual(["Hi from the export test"]);
    for (const secret of [bob.firstName, bob.lastName, bob.email]) expect(result.text).not.toContain(secret);
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
  it("answers the sessions' JSON, labelled from the sign-in's User-Agent, with no cookie in it", async () => {
    const person = await createPerson(server);
    const phone = await signInAgain(person.email, SAFARI_IPHONE);
    const laptop = await signInAgain(person.email, FIREFOX_LINUX);

    const result = await laptop.get("/api/sessions");
    expect(result.status).toBe(200);
    const sessions = result.json as SessionJson[];
    expect(sessions).toHaveLength(3);
    for (const session of sessions)
      expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    // The device label comes from the User-Agent header of the sign-in.
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(["Firefox on Linux"]);
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
