import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/caller";
import { addSoftwarePasskey, phoneCallerFor, signInWithSoftwarePasskey } from "../test/passkey-fixtures";
import { useTestApp } from "../test/test-app";

/** docs/product-rules.md#accounts with #account-deletion and #the-daters-data: a dater's passkeys in the export, and gone with the account. */
const app = useTestApp();

async function daterWithPasskeys() {
  const { id } = await signUp(app.deps);
  const caller = await phoneCallerFor(app.deps, id);
  const phone = await addSoftwarePasskey(app.deps, caller, { name: "Phone" });
  const key = await addSoftwarePasskey(app.deps, caller, { name: "Security key", alg: -257 });
  return { id, caller, phone, key };
}

describe("the export (the dater's data)", () => {
  it("lists the passkeys as Settings does, with no key, credential id or counter anywhere in it", async () => {
    const { caller, phone, key } = await daterWithPasskeys();
    await signInWithSoftwarePasskey(app.deps, phone.passkey);
    const exported = await caller.dataControl.export();
    expect(exported.passkeys).toEqual(await caller.passkeys.list());
    expect(exported.passkeys.map((passkey) => passkey.name)).toEqual(["Phone", "Security key"]);
    expect(exported.passkeys[0]?.lastUsedAt).toBeInstanceOf(Date);

    const raw = JSON.stringify(exported);
    const [stored] = await app.deps.db.select().from(schema.passkeys).where(eq(schema.passkeys.id, key.view.id));
    for (const secret of [phone.passkey.credentialId, key.passkey.credentialId, stored?.publicKey ?? "missing"]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/publicKey|credentialId|counter/);
  });
});

describe("account deletion", () => {
  it("deletes the passkeys and any registration challenge still waiting; the passkey signs nobody in after", async () => {
    const { id, caller, phone } = await daterWithPasskeys();
    await caller.passkeys.registrationOptions();
    await caller.profile.delete();
    expect(await app.deps.db.select().from(schema.passkeys).where(eq(schema.passkeys.userId, id))).toEqual([]);
    const challenges = await app.deps.db.select().from(schema.webauthnChallenges).where(eq(schema.webauthnChallenges.userId, id));
    expect(challenges).toEqual([]);
    await expect(signInWithSoftwarePasskey(app.deps, phone.passkey)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This passkey could not be verified",
    });
  });
});
