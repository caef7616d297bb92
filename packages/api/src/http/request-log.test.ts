import { describe, expect, it } from "vitest";
import { HttpClient } from "../test/http-client";
import { makePng, profileBody, uploadImage } from "../test/images";
import { seedMatch } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";
import { createServerLogger } from "./request-log";

/**
 * docs/product-rules.md#hardening: the request log carries one JSON line per request (method, route
 * pattern, status, duration, request id) and nothing a user sent or owns.
 */
const server = useTestServer();

interface LogLine {
  msg?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  requestId?: string;
}

describe("request log (docs/product-rules.md#hardening)", () => {
  it("logs one line per request with its route pattern, and no private value", async () => {
    const before = server.logLines.length;
    const tag = Date.now().toString(36);
    const secrets = {
      emailA: `zelda.quasar.${tag}@privacy-example.com`,
      emailB: `yorick.nebula.${tag}@privacy-example.com`,
      password: `Passw0rd-${tag}-horse`,
      firstName: `Zeldaname${tag}`,
      lastName: `Quasarname${tag}`,
      bio: `Secret bio ${tag}: collects antique barometers`,
      location: `Hiddenville-${tag}`,
      message: `Private message ${tag}: meet me at the lighthouse`,
      latitude: -33.8671,
      longitude: -151.2071,
    };
    const alice = new HttpClient(server.baseUrl);
    const bob = new HttpClient(server.baseUrl);
    let sent = 0;
    const ids: string[] = [];
    const track = <T>(result: T) => {
      sent += 1;
      return result;
    };

    const registered = track(
      await alice.post("/api/register", {
        email: secrets.emailA,
        password: secrets.password,
        firstName: secrets.firstName,
        lastName: secrets.lastName,
      }),
    );
    expect(registered.status).toBe(201);
    const bobRegistered = track(await bob.post("/api/register", { email: secrets.emailB, password: secrets.password }));
    expect(bobRegistered.status).toBe(201);
    const aliceId = (registered.json as { id: string }).id;
    const bobId = (bobRegistered.json as { id: string }).id;
    const cookies = [alice.cookie, bob.cookie].map((cookie) => cookie?.split("=")[1] ?? "");
    expect(cookies.every((value) => value.length > 10)).toBe(true);

    for (const client of [alice, bob]) {
      const profile = track(
        await client.post(
          "/api/profile",
          await profileBody({
            bio: secrets.bio,
            location: secrets.location,
            latitude: secrets.latitude,
            longitude: secrets.longitude,
          }),
        ),
      );
      expect(profile.status).toBe(201);
    }
    const matchId = await seedMatch(server.deps.db, aliceId, bobId);
    ids.push(matchId, aliceId, bobId);

    expect(track(await alice.get(`/api/matches/${matchId}`)).status).toBe(200);
    expect(track(await alice.post("/api/messages", { matchId, content: secrets.message })).status).toBe(201);
    expect(track(await bob.get(`/api/messages/${matchId}`)).status).toBe(200);
    const { url } = await uploadImage(alice, await makePng());
    sent += 2;
    const objectId = url.split("/").pop() ?? "";
    ids.push(objectId);
    expect(track(await fetch(`${server.baseUrl}${url}`, { headers: { cookie: alice.cookie ?? "" } })).status).toBe(200);
    expect(
      track(
        await fetch(`${server.baseUrl}/api/trpc/auth.login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: { email: secrets.emailA, password: "wrong-password-x" } }),
        }),
      ).status,
    ).toBe(401);

    // Failing requests: a bad cookie, a bad body, an unknown path (with the email in it).
    const badCookie = track(
      await fetch(`${server.baseUrl}/api/profile`, { headers: { cookie: `unveil_session=${cookies[0]}x%zz` } }),
    );
    expect(badCookie.status).toBeGreaterThanOrEqual(400);
    const badBody = track(
      await fetch(`${server.baseUrl}/api/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: alice.cookie ?? "" },
        body: `{"matchId":"${matchId}","content":"${secrets.message}"`,
      }),
    );
    expect(badBody.status).toBe(400);
    const missing = track(await fetch(`${server.baseUrl}/api/nowhere/${encodeURIComponent(secrets.emailA)}?q=${secrets.bio}`));
    expect(missing.status).toBe(404);

    // The request id: echoed when sent, created otherwise.
    const givenId = `req-${tag}-0001`;
    const echoed = track(await fetch(`${server.baseUrl}/api/health`, { headers: { "x-request-id": givenId } }));
    expect(echoed.headers.get("x-request-id")).toBe(givenId);
    const created = track(await fetch(`${server.baseUrl}/api/health`));
    const createdId = created.headers.get("x-request-id") ?? "";
    expect(createdId).toMatch(/^[\w-]{8,}$/);
    await Promise.all([echoed.text(), created.text(), badCookie.text(), badBody.text(), missing.text()]);

    // Log lines are written when the answer finishes: let the last ones land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = server.logLines.slice(before);
    const text = lines.join("\n");
    const forbidden = [
      secrets.emailA,
      secrets.emailB,
      encodeURIComponent(secrets.emailA),
      secrets.password,
      secrets.firstName,
      secrets.lastName,
      secrets.bio,
      encodeURIComponent(secrets.bio),
      secrets.location,
      secrets.message,
      String(secrets.latitude),
      String(secrets.longitude),
      ...cookies,
      ...ids,
    ];
    for (const value of forbidden) expect(text, value).not.toContain(value);

    const requests = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === "request");
    expect(requests.length).toBe(sent);
    for (const line of requests) {
      expect(typeof line.method).toBe("string");
      expect(line.route).toMatch(/^(\/|\()/);
      expect(line.route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
      expect(typeof line.status).toBe("number");
      expect(typeof line.durationMs).toBe("number");
      expect(typeof line.requestId).toBe("string");
    }
    const routes = requests.map((line) => line.route);
    expect(routes).toContain("/api/matches/:id");
    expect(routes).toContain("/api/messages/:matchId");
    expect(routes).toContain("/objects/:objectId");
    expect(requests.find((line) => line.requestId === givenId)).toMatchObject({ route: "/api/health", status: 200 });
    expect(requests.find((line) => line.requestId === createdId)).toMatchObject({ route: "/api/health" });
    expect(requests.some((line) => line.status === 404)).toBe(true);
  });
});

describe("fault lines (docs/product-rules.md#hardening)", () => {
  it("keep the stack and codes but not a failed query's parameters or quoted input", () => {
    const lines: string[] = [];
    const logger = createServerLogger({ write: (line: string) => lines.push(line) });
    const driverError = Object.assign(new Error('invalid input syntax for type uuid: "secret.person@example.com"'), {
      code: "22P02",
    });
    const queryError = new Error(
      'Failed query: select "id" from "users" where "email" = $1\nparams: secret.person@example.com,Private text -33.8671',
      { cause: driverError },
    );
    logger.error({ err: queryError }, "[api] unexpected error");
    const text = lines.join("\n");
    expect(text).not.toContain("secret.person@example.com");
    expect(text).not.toContain("Private text");
    expect(text).not.toContain("-33.8671");
    const logged = JSON.parse(lines[0] ?? "{}") as { err: { message: string; stack: string; cause: { code: string } } };
    expect(logged.err.message).toContain("Failed query");
    expect(logged.err.stack).toMatch(/\n {4}at /);
    expect(logged.err.cause.code).toBe("22P02");
  });
});
