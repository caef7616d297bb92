import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's minimum cost by default, and at the test-only cost only when asked", async () => {
    const standard = await hashPassword("correct horse battery", "standard");
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cheap = await hashPassword("correct horse battery", "test-only-minimum");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it("verifies either hash by the parameters it names", async () => {
    for (const cost of ["standard", "test-only-minimum"] as const) {
      const passwordHash = await hashPassword("correct horse battery", cost);
      expect(await verifyPassword(passwordHash, "correct horse battery")).toBe(true);
      expect(await verifyPassword(passwordHash, "wrong horse battery")).toBe(false);
    }
  });
});
