import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { createProfile, fetchBytes } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";
import { contentSecurityPolicy, createNonce, htmlAnswerHeaders } from "./security-headers";

const server = useTestServer();

/** The headers of an HTML answer at `path` under `config`, the policy aside. */
const pageSecurityHeaders = (config: ReturnType<typeof readServerConfig>, path = "/") =>
  htmlAnswerHeaders(config, new URL(path, "http://localhost"), "default-src 'self'");

/** A directive's sources, as the browser reads them. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

describe("X-Content-Type-Options on every API answer (docs/product-rules.md#hardening)", () => {
  it("REST successes and errors, tRPC, uploads and stored objects all say nosniff", async () => {
    const { client } = await registerClient(server.baseUrl);
    const profile = await createProfile(client);
    const signedOut = new HttpClient(server.baseUrl);
    const answers = [
      await signedOut.get("/api/stats/active-users"),
      await signedOut.get("/api/auth/user"),
      await client.get("/api/auth/user"),
      await signedOut.get("/api/no-such-path"),
      await signedOut.post("/api/login", { email: "nobody@example.com", password: "wrong" }),
      await signedOut.get("/api/trpc/stats.activeUsers"),
      await client.post("/api/objects/upload"),
      await client.put("/api/objects/upload/not-an-id", {}),
      await signedOut.get(profile.photos[0] ?? ""),
    ];
    for (const answer of answers) expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const photo = await fetchBytes(client, profile.photos[0] ?? "");
    expect(photo.status).toBe(200);
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the page policy (decision 0012)", () => {
  const production = readServerConfig({ NODE_ENV: "production", GEOCODER_URL: "https://geo.example:8443/reverse?x=1" });

  it("allows scripts by nonce only, frames and plugins never, and calls to the app and the geocoder only", () => {
    const policy = contentSecurityPolicy("abc123==", production);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://geo.example:8443"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(policy, "worker-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "upgrade-insecure-requests")).toBeUndefined();
  });

  it("names the default geocoder when none is configured, and the bucket the browser uploads to", () => {
    const withBucket = readServerConfig({ S3_ENDPOINT: "https://s3.example.com", S3_BUCKET: "photos" });
    expect(directive(contentSecurityPolicy("n", withBucket), "connect-src")).toEqual([
      "'self'",
      "https://nominatim.openstreetmap.org",
      "https://s3.example.com",
    ]);
  });

  it("allows eval only in development, where Next's error overlay needs it", () => {
    const development = readServerConfig({ NODE_ENV: "development" });
    expect(directive(contentSecurityPolicy("n", development), "script-src")).toContain("'unsafe-eval'");
  });

  it("adds HSTS and upgrade-insecure-requests only when the app is served over https", () => {
    const https = readServerConfig({ NODE_ENV: "production", APP_ORIGIN: "https://unveil.example" });
    expect(pageSecurityHeaders(https)["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(directive(contentSecurityPolicy("n", https), "upgrade-insecure-requests")).toEqual([]);
    expect(pageSecurityHeaders(production)["strict-transport-security"]).toBeUndefined();
    // docs/product-rules.md#verification-and-date-plans: the verification screen alone may use the camera.
    expect(pageSecurityHeaders(production, "/verify")["permissions-policy"]).toBe(
      "geolocation=(self), camera=(self), microphone=()",
    );
    expect(pageSecurityHeaders(production, "/verify/x")["permissions-policy"]).toContain("camera=()");
    expect(pageSecurityHeaders(production)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "geolocation=(self), camera=(), microphone=()",
      "cross-origin-opener-policy": "same-origin",
      "x-frame-options": "DENY",
    });
  });

  it("makes a fresh 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("one table decides the headers of every HTML answer (docs/product-rules.md#hardening)", () => {
  const config = readServerConfig({ NODE_ENV: "production" });

  it("keeps a token in the URL from leaking through Referer, on every path that carries one", () => {
    for (const path of ["/?reset=abc", "/?verify=abc", "/matches?verify=abc&x=1"]) {
      expect(pageSecurityHeaders(config, path)["referrer-policy"]).toBe("no-referrer");
    }
    for (const path of ["/", "/settings", "/?tab=login", "/reset"]) {
      expect(pageSecurityHeaders(config, path)["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps a shared date page out of Referer, search engines and caches (docs/product-rules.md#share-my-date)", () => {
    const headers = pageSecurityHeaders(config, "/date/abc");
    expect(headers).toMatchObject({ "referrer-policy": "no-referrer", "x-robots-tag": "noindex", "cache-control": "no-store" });
    for (const path of ["/", "/settings", "/?reset=abc", "/dates"]) {
      expect(pageSecurityHeaders(config, path)["x-robots-tag"]).toBeUndefined();
      expect(pageSecurityHeaders(config, path)["cache-control"]).toBeUndefined();
    }
  });

  it("gives the page its own policy and the same Permissions-Policy wherever the path", () => {
    const headers = htmlAnswerHeaders(config, new URL("http://localhost/?reset=t"), "script-src 'self'");
    expect(headers["content-security-policy"]).toBe("script-src 'self'");
    expect(headers["permissions-policy"]).toBe("geolocation=(self), camera=(), microphone=()");
  });

  it("serves the API reference page, answered ahead of Next, with the same headers as Next's pages", async () => {
    const page = await new HttpClient(server.baseUrl).get("/api/docs");
    expect(page.status).toBe(200);
    const expected = pageSecurityHeaders(server.deps.config, "/api/docs");
    for (const name of Object.keys(expected).filter((header) => header !== "content-security-policy")) {
      expect(page.headers.get(name), name).toBe(expected[name]);
    }
    expect(page.headers.get("permissions-policy")).toBe("geolocation=(self), camera=(), microphone=()");
    const withToken = await new HttpClient(server.baseUrl).get("/api/docs?verify=x");
    expect(withToken.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
