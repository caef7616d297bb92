import { describe, expect, it } from "vitest";
import { HttpClient, registerClient, uniqueEmail } from "../test/http-client";
import { useTestServer } from "../test/test-server";

const server = useTestServer();

const password = "correct horse battery";

describe("POST /api/register", () => {
  it("creates the account, answers 201 with the user and signs in with an httpOnly Lax cookie", async () => {
    const client = new HttpClient(server.baseUrl);
    const email = uniqueEmail();
    const result = await client.post("/api/register", { email, password, firstName: "Ada", lastName: "Lovelace" });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", profileImageUrl: null, profile: null });
    expect((result.json as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.text).not.toContain("password");
    const setCookie = result.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email });
  });

  it("normalises the email (trimmed, lower-case) and refuses it again in any case with 409", async () => {
    const email = uniqueEmail("Mixed.Case");
    const first = await new HttpClient(server.baseUrl).post("/api/register", { email: `  ${email.toUpperCase()} `, password });
    expect(first.status).toBe(201);
    expect((first.json as { email: string }).email).toBe(email.toLowerCase());

    const again = await new HttpClient(server.baseUrl).post("/api/register", { email: email.toLowerCase(), password });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "An account with this email already exists", code: "CONFLICT" });
  });

  it("leaves out blank first and last names", async () => {
    const result = await new HttpClient(server.baseUrl).post("/api/register", {
      email: uniqueEmail(),
      password,
      firstName: "  ",
      lastName: "",
    });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ firstName: null, lastName: null });
  });

  it.each([
    [{ email: "not-an-email", password }, "email", "Enter a valid email address"],
    [{ email: uniqueEmail(), password: "short" }, "password", "Password must be at least 8 characters"],
    [{ email: uniqueEmail(), password: "x".repeat(129) }, "password", "Password must be at most 128 characters"],
    [{ password }, "email", "Email is required"],
  ])("answers 400 with the first issue for %j", async (body, path, message) => {
    const result = await new HttpClient(server.baseUrl).post("/api/register", body);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message, code: "BAD_REQUEST" });
    expect((result.json as { issues: { path: string }[] }).issues[0]?.path).toBe(path);
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password, whatever the email's case", async () => {
    const { email } = await registerClient(server.baseUrl);
    const client = new HttpClient(server.baseUrl);
    const result = await client.post("/api/login", { email: email.toUpperCase(), password });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ email });
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });

  it("answers the same 401 for an unknown email and for a wrong password", async () => {
    const { email } = await registerClient(server.baseUrl);
    const wrongPassword = await new HttpClient(server.baseUrl).post("/api/login", { email, password: "wrong password!" });
    const unknownEmail = await new HttpClient(server.baseUrl).post("/api/login", { email: uniqueEmail(), password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: "Invalid email or password", code: "UNAUTHORIZED" });
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("spends similar time on an unknown email as on a wrong password", async () => {
    const { email } = await registerClient(server.baseUrl);
    const time = async (body: unknown) => {
      const started = performance.now();
      await new HttpClient(server.baseUrl).post("/api/login", body);
      return performance.now() - started;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time({ email, password: "wrong password!" }));
      unknown.push(await time({ email: uniqueEmail(), password }));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // Both paths verify one argon2id hash; an unknown email that skipped it would be ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });
});

describe("sessions", () => {
  it("logout answers 204, clears the cookie, and the old session cookie is rejected", async () => {
    const { client } = await registerClient(server.baseUrl);
    const oldCookie = client.cookie;
    const result = await client.post("/api/logout");
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
    expect(client.cookie).toBeUndefined();

    const replay = new HttpClient(server.baseUrl);
    replay.cookie = oldCookie;
    const me = await replay.get("/api/auth/user");
    expect(me.status).toBe(401);
    expect(me.json).toEqual({ message: "Not signed in", code: "UNAUTHORIZED" });
  });

  it("logout answers 204 when already signed out", async () => {
    expect((await new HttpClient(server.baseUrl).post("/api/logout")).status).toBe(204);
  });

  it("GET /api/auth/user answers 401 without a session and with a forged one", async () => {
    expect((await new HttpClient(server.baseUrl).get("/api/auth/user")).status).toBe(401);
    const forged = new HttpClient(server.baseUrl);
    forged.cookie = "unveil_session=forged-session-id";
    expect((await forged.get("/api/auth/user")).status).toBe(401);
  });
});

describe("transport rules", () => {
  it("refuses a state-changing request from another Origin with 403, and allows the app's own", async () => {
    const client = new HttpClient(server.baseUrl);
    const body = { email: uniqueEmail(), password };
    const foreign = await client.post("/api/register", body, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual({ message: "Cross-site request refused", code: "FORBIDDEN" });

    const own = await client.post("/api/register", body, { headers: { origin: server.baseUrl } });
    expect(own.status).toBe(201);
  });

  it("refuses cross-origin tRPC mutations too", async () => {
    const result = await new HttpClient(server.baseUrl).request("POST", "/api/trpc/auth.logout", {
      headers: { origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
  });

  it("answers 400 with the contract body for malformed JSON", async () => {
    const result = await new HttpClient(server.baseUrl).request("POST", "/api/login", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      message: "Malformed JSON body",
      code: "BAD_REQUEST",
      issues: [{ path: "", message: "Malformed JSON body" }],
    });
  });

  it("answers 400, not 500, for a body of the wrong type", async () => {
    const result = await new HttpClient(server.baseUrl).post("/api/login", ["an", "array"]);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a 13 MB body with 413 before parsing it", async () => {
    const result = await new HttpClient(server.baseUrl).request("POST", "/api/register", {
      rawBody: new Uint8Array(13 * 1024 * 1024).fill(32),
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers an unknown API path with a JSON 404 and a wrong method with 405", async () => {
    const unknown = await new HttpClient(server.baseUrl).get("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Not found", code: "NOT_FOUND" });
    const wrongMethod = await new HttpClient(server.baseUrl).get("/api/login");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
  });
});

describe("tRPC at /api/trpc", () => {
  it("serves the same procedures with the same session cookie", async () => {
    const { client, email } = await registerClient(server.baseUrl);
    const result = await client.get("/api/trpc/auth.me");
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.json)).toContain(email);
  });

  it("answers validation errors with the first issue's message", async () => {
    const result = await new HttpClient(server.baseUrl).post("/api/trpc/auth.register", {
      json: { email: uniqueEmail(), password: "short" },
    });
    expect(result.status).toBe(400);
    expect((result.json as { error: { json: { message: string } } }).error.json.message).toBe(
      "Password must be at least 8 characters",
    );
  });
});

describe("GET /api/stats/active-users", () => {
  it("is public and counts distinct users seen in the last five minutes", async () => {
    const before = await new HttpClient(server.baseUrl).get("/api/stats/active-users");
    expect(before.status).toBe(200);
    const start = (before.json as { count: number }).count;
    const { client } = await registerClient(server.baseUrl);
    await client.get("/api/auth/user");
    await client.get("/api/auth/user");
    const after = await new HttpClient(server.baseUrl).get("/api/stats/active-users");
    expect(after.json).toEqual({ count: start + 1 });
  });
});
