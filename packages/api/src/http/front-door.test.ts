import { describe, expect, it } from "vitest";
import { Agent, get as httpGet } from "node:http";
import { HttpClient, registerClient } from "../test/http-client";
import { rawRequest } from "../test/raw-http";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

const isErrorBody = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as { message?: unknown }).message === "string" &&
  typeof (body as { code?: unknown }).code === "string";

const MALFORMED_SESSION_COOKIES = ["%zz", "%", "%00", "%E0%A4%A", "valid%00"];

describe("docs/product-rules.md#hardening: a malformed session cookie is no session", () => {
  it.each(MALFORMED_SESSION_COOKIES)("unveil_session=%s: public paths answer, signed-in paths say 401", async (value) => {
    const { client } = await registerClient(server.baseUrl);
    // "valid%00" stands for a real session id followed by NUL.
    const sessionId = client.cookie?.split("=")[1] ?? "";
    const cookie = `unveil_session=${value.replace("valid", sessionId)}`;
    const headers = { cookie };

    const stats = await fetch(`${server.baseUrl}/api/stats/active-users`, { headers });
    expect(stats.status).toBe(200);
    const me = await fetch(`${server.baseUrl}/api/auth/user`, { headers });
    expect(me.status).toBe(401);
    expect(isErrorBody(await me.json())).toBe(true);
    const trpc = await fetch(`${server.baseUrl}/api/trpc/auth.me`, { headers });
    expect(trpc.status).toBe(401);
    // The junk is cleared, so a browser is not left carrying it.
    expect(me.headers.getSetCookie().join()).toMatch(/unveil_session=;/);
  });

  it("other malformed cookies beside a good session cookie do not spoil it", async () => {
    const { client } = await registerClient(server.baseUrl);
    const me = await fetch(`${server.baseUrl}/api/auth/user`, { headers: { cookie: `junk=%zz; ${client.cookie}; more=%` } });
    expect(me.status).toBe(200);
  });
});

describe("docs/product-rules.md#hardening: NUL in text is refused with 400 on REST and tRPC", () => {
  it("refuses NUL in a register name, a message, a report and a bio", async () => {
    const { client } = await registerClient(server.baseUrl);
    const fresh = new HttpClient(server.baseUrl);
    const answers = [
      await fresh.post("/api/register", { email: "nul@example.com", password: "long enough pw", firstName: "A\u0000B" }),
      await client.patch("/api/profile", { bio: "A\u0000B".padEnd(40, "x"), lookingFor: "both" }),
      await client.post("/api/messages", { matchId: "00000000-0000-4000-8000-000000000000", content: "A\u0000B" }),
      await client.post("/api/reports", { reportType: "bug", description: "A\u0000B and more text" }),
      await client.post("/api/trpc/reports.create", { json: { reportType: "bug", description: "A\u0000B and more text" } }),
      await fresh.post("/api/trpc/auth.login", { json: { email: "a\u0000@b.co", password: "whatever pw" } }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain("Text must not contain NUL characters");
    }
  });
});

describe("docs/product-rules.md#hardening: broken escapes and odd request targets are 400", () => {
  const paths = [
    "/api/matches/%zz",
    "/api/matches/%",
    "/api/matches/%E0%A4%A",
    "/api/matches/%C0%AE%C0%AE",
    "/api/messages/%zz",
    "/api/block/%",
    "/api/profile/photos/%E0%A4%A",
    "/api/trpc/%zz",
    "/objects/%zz",
    "/some/page/%zz",
  ];
  it.each(paths)("GET %s → 400 with the error body", async (path) => {
    const answer = await rawRequest(server.baseUrl, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body) as { message: string; issues?: unknown };
    expect(isErrorBody(body)).toBe(true);
    // A 400 names its issue like every other bad input (errors.ts's badRequest).
    expect(body.issues).toEqual([{ path: "", message: body.message }]);
  });

  const targets = [
    "GET //[ HTTP/1.1",
    "GET http://[::1/api/auth/user HTTP/1.1",
    "GET http://localhost:99999/api/auth/user HTTP/1.1",
    "GET http://localhost:-1/api/auth/user HTTP/1.1",
    "GET http://localhost/api/auth/user HTTP/1.1",
    "OPTIONS * HTTP/1.1",
    "GET * HTTP/1.1",
    "GET /api/auth/user%00 HTTP/1.1",
    "GET /api/\u0001 HTTP/1.1",
  ];
  it.each(targets)("%s → a 4xx with the error body, within a second", async (line) => {
    const answer = await rawRequest(server.baseUrl, `${line}\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(isErrorBody(JSON.parse(answer.body))).toBe(true);
  });
});

describe("docs/product-rules.md#hardening: upgrades are answered, never left hanging", () => {
  it.each(["websocket", "h2c"])("Upgrade: %s on an API path → 400 and the connection closed", async (protocol) => {
    const answer = await rawRequest(
      server.baseUrl,
      `GET /api/auth/user HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(isErrorBody(JSON.parse(answer.body))).toBe(true);
  });
});

describe("docs/product-rules.md#hardening: static files take GET and HEAD only", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("%s on a static file → 405, Allow: GET, HEAD", async (method) => {
    for (const path of ["/_next/static/chunks/main.js", "/hero.svg"]) {
      const answer = await fetch(`${server.baseUrl}${path}`, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD");
      expect(isErrorBody(await answer.json())).toBe(true);
    }
  });
});

describe("docs/product-rules.md#hardening: API answers carry nosniff and a request id", () => {
  it("sets X-Content-Type-Options on API and object answers, success and error alike", async () => {
    for (const path of ["/api/stats/active-users", "/api/auth/user", "/api/nope", "/objects/nope", "/api/health"]) {
      const answer = await fetch(`${server.baseUrl}${path}`);
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("echoes a well-formed X-Request-Id and creates one otherwise", async () => {
    const echoed = await fetch(`${server.baseUrl}/api/health`, { headers: { "x-request-id": "abc-123" } });
    expect(echoed.headers.get("x-request-id")).toBe("abc-123");
    const created = await fetch(`${server.baseUrl}/api/health`, { headers: { "x-request-id": "bad id\t" } });
    expect(created.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /api/health", () => {
  it("answers 200 { status: 'ok' } while the database answers", async () => {
    const answer = await fetch(`${server.baseUrl}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
  });
});

describe("keep-alive: an idle connection stays open longer than the clients and proxies in front", () => {
  it(
    "answers a request on a connection that sat idle past Node's default (5 s, closed by 7 s)",
    { timeout: 15_000 },
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const sockets = new Set<unknown>();
      const get = () =>
        new Promise<number>((resolve, reject) => {
          const request = httpGet(`${server.baseUrl}/api/stats/active-users`, { agent }, (response) => {
            sockets.add(request.socket);
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          });
          request.on("error", reject);
        });
      expect(await get()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get()).toBe(200);
      // The same connection both times: the server had not closed it.
      expect(sockets.size).toBe(1);
      agent.destroy();
    },
  );
});
