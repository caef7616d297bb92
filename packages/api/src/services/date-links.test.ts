import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { useTestApp } from "../test/test-app";
import {
  dateLinkKey,
  dateLinkTokenHash,
  isDateLinkToken,
  newDateLinkToken,
  openDateLinkToken,
  sealDateLinkToken,
} from "./date-links";

/** docs/decisions/0028-date-plans.md: tokens, their hash, the sealed copy and the key it is sealed under. */
const app = useTestApp();

describe("date links", () => {
  it("are 256-bit base64url tokens, found by their SHA-256", () => {
    const token = newDateLinkToken();
    expect(isDateLinkToken(token)).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newDateLinkToken()).not.toBe(token);
    expect(dateLinkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(isDateLinkToken(`${token}=`)).toBe(false);
  });

  it("open only under the key they were sealed with; each seal is different", () => {
    const key = randomBytes(32);
    const token = newDateLinkToken();
    const sealed = sealDateLinkToken(key, token);
    expect(sealed).not.toContain(token);
    expect(sealDateLinkToken(key, token)).not.toBe(sealed);
    expect(openDateLinkToken(key, sealed)).toBe(token);
    expect(() => openDateLinkToken(randomBytes(32), sealed)).toThrow();
  });

  it("use DATE_LINK_KEY when set, else one key kept in the database, the same for every caller", async () => {
    const configured = randomBytes(32).toString("base64url");
    const config = readServerConfig({ DATE_LINK_KEY: configured });
    expect((await dateLinkKey(app.deps.db, config)).toString("base64url")).toBe(configured);
    const [first, second] = await Promise.all([
      dateLinkKey(app.deps.db, app.deps.config),
      dateLinkKey(app.deps.db, app.deps.config),
    ]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect(() => readServerConfig({ DATE_LINK_KEY: "too-short" })).toThrow(/DATE_LINK_KEY/);
  });
});
