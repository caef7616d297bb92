import { createHash, randomBytes } from "node:crypto";

/** The SHA-256 a secret token is stored as (docs/product-rules.md#accounts): the database never holds the token itself. */
export const hashSecretToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A fresh token for a link in a mail: 256 random bits, URL-safe (base64url), and the hash to store. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSecretToken(token) };
}
