import { schema } from "@unveil/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerPair } from "../test/caller";
import { pngDataUrl } from "../test/match-fixtures";
import { LATE_VERDICT_MS, widthClassifier } from "../test/stub-classifier";
import { startTestApp, useStarted } from "../test/test-app";

/** imageSensitive on the Message (docs/product-rules.md#the-daters-data), through the procedures. */
const app = useStarted(() => startTestApp({}, { imageClassifier: widthClassifier }));

describe("imageSensitive on the Message", () => {
  it("is true for an image the classifier flags, false for a safe one and for text, on send, list and export", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const explicit = await alice.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl(24, 24) });
    const safe = await alice.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl(8, 8) });
    const text = await alice.caller.messages.send({ matchId, content: "just words" });
    expect([explicit.imageSensitive, safe.imageSensitive, text.imageSensitive]).toEqual([true, false, false]);

    const listed = await bob.caller.messages.list({ matchId });
    expect(listed.map((m) => m.imageSensitive)).toEqual([true, false, false]);
    const exported = await bob.caller.dataControl.export();
    expect(exported.messages.map((m) => m.imageSensitive)).toEqual([true, false, false]);

    // The stored image is the one sent: the verdict never alters it.
    const objectId = (explicit.imageUrl ?? "").slice("/objects/".length);
    expect(await app.deps.storage.get(objectId)).not.toBeNull();
  });

  it("stores a message as sensitive while the verdict is late, then records the late verdict", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const started = Date.now();
    const sent = await alice.caller.messages.send({ matchId, content: "", imageUrl: await pngDataUrl(30, 30) });
    expect(Date.now() - started).toBeLessThan(LATE_VERDICT_MS);
    expect(sent.imageSensitive).toBe(true);
    expect((await bob.caller.messages.list({ matchId }))[0]?.imageSensitive).toBe(true);

    await expect
      .poll(
        async () => {
          const [row] = await app.deps.db
            .select({ imageSensitive: schema.messages.imageSensitive })
            .from(schema.messages)
            .where(eq(schema.messages.matchId, matchId));
          return row?.imageSensitive;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(false);
  });
});
