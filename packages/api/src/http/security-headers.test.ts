import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { createProfile, fetchBytes } from "../test/images";
import { HttpClient, registerClient } from "../test/http-client";
import { useTestServer } from "../test/test-server";
import { contentSecurityPolicy, createNonce, pageSecurityHeaders } from "./security-headers";

const server = useTestServer();

/** A directive's sources, as the browser reads them. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

describe("X-Content-Type-Options on every API answer (contract §16)", () => {
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
