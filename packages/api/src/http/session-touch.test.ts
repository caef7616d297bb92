import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { createPerson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * A signed-in request writes the user's last-seen (the live count) and the session's
 * (the signed-in devices list), each at most once a minute (auth/session.ts): one
 * statement when both are due, the session's alone when the user was seen through
 * another device.
 */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const server = useTestServer({}, { now });

const userSeen = async (userId: string) => {
  const [row] = await server.deps.db
    .select({ at: schema.users.lastSeenAt })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.at.getTime() ?? Number.NaN;
};
const sessionsSeen = async (userId: string) =>
  (
    await server.deps.db
      .select({ at: schema.sessions.lastSeenAt, createdAt: schema.sessions.createdAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, userId))
      .orderBy(schema.sessions.createdAt)
  ).map((row) => row.at.getTime());

describe("last-seen of the user and the session", () => {
  it("writes both after a pause, and neither again within the minute", async () => {
    const person = await createPerson(server);
    expect((await person.client.get("/api/auth/user")).status).toBe(200);
    const [sessionBefore] = await sessionsSeen(person.id);
    const userBefore = await userSeen(person.id);

    clockOffsetMs += 6 * 60_000;
    expect((await person.client.get("/api/auth/user")).status).toBe(200);
    const [sessionAfter] = await sessionsSeen(person.id);
    const userAfter = await userSeen(person.id);
    expect(userAfter - userBefore).toBeGreaterThanOrEqual(6 * 60_000);
    expect(sessionAfter! - sessionBefore!).toBeGreaterThanOrEqual(6 * 60_000);

    clockOffsetMs += 30_000;
    expect((await person.client.get("/api/auth/user")).status).toBe(200);
    expect(await userSeen(person.id)).toBe(userAfter);
    expect((await sessionsSeen(person.id))[0]).toBe(sessionAfter);
  });

  it("writes the session's alone when the user was just seen on another device", async () => {
    const person = await createPerson(server);
    expect((await person.client.get("/api/auth/user")).status).toBe(200);
    const [firstBefore] = await sessionsSeen(person.id);

    clockOffsetMs += 2 * 60_000;
    const other = new HttpClient(server.baseUrl);
    expect((await other.post("/api/login", { email: person.email, password: "correct horse battery" })).status).toBe(200);
    const userAtLogin = await userSeen(person.id);

    expect((await person.client.get("/api/auth/user")).status).toBe(200);
    const [firstAfter, second] = await sessionsSeen(person.id);
    expect(firstAfter! - firstBefore!).toBeGreaterThanOrEqual(2 * 60_000);
    expect(second).toBeDefined();
    expect(await userSeen(person.id)).toBe(userAtLogin);
  });
});
