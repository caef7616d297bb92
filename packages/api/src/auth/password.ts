import { hash, verify, type Options } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm). `standard` is OWASP's minimum memory/time
 * cost, what every real server uses. `test-only-minimum` is for test servers only
 * (PASSWORD_HASH_COST, refused in production by readServerConfig): a sign-up in a rule
 * test then costs well under a millisecond instead of tens of them (hundreds on a loaded
 * machine), which is most of a rule test's time (decision 0033). A hash names its own
 * parameters, so verifying needs no cost.
 */
export type PasswordHashCost = "standard" | "test-only-minimum";

const ARGON2_OPTIONS: Record<PasswordHashCost, Options> = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 },
  "test-only-minimum": { memoryCost: 1024, timeCost: 1, parallelism: 1, outputLen: 32 },
};

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, ARGON2_OPTIONS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Verifies against a throw-away hash of the server's own cost, so an unknown email costs
 * the same time as a wrong password (docs/product-rules.md#accounts: no account
 * enumeration by timing).
 */
export async function spendPasswordCheckTime(password: string, cost: PasswordHashCost): Promise<void> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword("timing-equaliser-password", cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
}
