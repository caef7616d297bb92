import { describe, expect, it } from "vitest";
import { callerFor, signUp, signedOutCaller } from "../test/caller";
import { useTestApp } from "../test/test-app";

/** Who may call what (docs/product-rules.md#transport-and-errors, #accounts), through the procedures (no HTTP). */
const app = useTestApp();

describe("not signed in", () => {
  it("is the one UNAUTHORIZED `Not signed in` on every signed-in procedure", async () => {
    const caller = signedOutCaller(app.deps);
    const calls = [
      () => caller.auth.me(),
      () => caller.profile.get(),
      () => caller.preferences.get(),
      () => caller.quiz.questions(),
      () => caller.matches.list(),
      () => caller.stats.unreadCount(),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Not signed in" });
    }
  });

  it("is the same for a session that outlived its account", async () => {
    const { id } = await signUp(app.deps);
    const caller = await callerFor(app.deps, id);
    await caller.profile.delete();
    await expect(caller.auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Not signed in" });
  });

  it("does not stop the public live count", async () => {
    expect(await signedOutCaller(app.deps).stats.activeUsers()).toEqual({ count: expect.any(Number) as unknown });
  });
});
