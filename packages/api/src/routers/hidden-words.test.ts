import { describe, expect, it } from "vitest";
import { callerPair, createCallerPerson } from "../test/caller";
import { useTestApp } from "../test/test-app";

/** Hidden words (docs/product-rules.md#hidden-words), through the procedures. */
const app = useTestApp();

describe("hiddenWords.get / set", () => {
  it("starts empty; stores trimmed, lower-cased words, duplicates dropped, order kept", async () => {
    const { caller } = await createCallerPerson(app.deps);
    expect(await caller.hiddenWords.get()).toEqual({ words: [] });
    const saved = await caller.hiddenWords.set({ words: ["  Pizza ", "hot dog", "PIZZA", "Café", "hot dog"] });
    expect(saved).toEqual({ words: ["pizza", "hot dog", "café"] });
    expect(await caller.hiddenWords.get()).toEqual(saved);
    expect(await caller.hiddenWords.set({ words: [] })).toEqual({ words: [] });
    expect(await caller.hiddenWords.get()).toEqual({ words: [] });
  });

  it("refuses more than 100 words, an empty word and one over 50 characters (400)", async () => {
    const { caller } = await createCallerPerson(app.deps);
    const many = Array.from({ length: 101 }, (_, i) => `word${i}`);
    await expect(caller.hiddenWords.set({ words: many })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.hiddenWords.set({ words: ["   "] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.hiddenWords.set({ words: ["x".repeat(51)] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.hiddenWords.set({ words: [` ${"x".repeat(50)} `] })).toEqual({ words: ["x".repeat(50)] });
    expect((await caller.hiddenWords.set({ words: Array.from({ length: 100 }, (_, i) => `w${i}`) })).words).toHaveLength(100);
  });
});

describe("hiddenByFilter", () => {
  it("hides a message from the other person holding a word or phrase, case and accents ignored", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await bob.caller.hiddenWords.set({ words: ["cafe", "hot dog"] });
    await alice.caller.messages.send({ matchId, content: "Meet me at the CAFÉ?" });
    await alice.caller.messages.send({ matchId, content: "I had a Hot-Dog for lunch" });
    await alice.caller.messages.send({ matchId, content: "The cafeteria was closed, and my dog is hot" });
    const atBob = await bob.caller.messages.list({ matchId });
    expect(atBob.map((message) => message.hiddenByFilter)).toEqual([true, true, false]);
    // The sender is never told, and the caller's own messages are never hidden.
    expect((await alice.caller.messages.list({ matchId })).map((message) => message.hiddenByFilter)).toEqual([
      false,
      false,
      false,
    ]);
    await bob.caller.messages.send({ matchId, content: "no cafe talk please" });
    expect((await bob.caller.messages.list({ matchId })).at(-1)?.hiddenByFilter).toBe(false);
    expect((await bob.caller.dataControl.export()).messages.map((message) => message.hiddenByFilter)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("applies a changed list to messages already received, and to the `after` listing", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    const first = await alice.caller.messages.send({ matchId, content: "Do you like olives?" });
    expect((await bob.caller.messages.list({ matchId }))[0]?.hiddenByFilter).toBe(false);
    await bob.caller.hiddenWords.set({ words: ["Olives"] });
    expect((await bob.caller.messages.list({ matchId }))[0]?.hiddenByFilter).toBe(true);
    await alice.caller.messages.send({ matchId, content: "olives are great" });
    const after = await bob.caller.messages.list({ matchId, after: first.id });
    expect(after.map((message) => message.hiddenByFilter)).toEqual([true]);
  });
});
