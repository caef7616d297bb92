import { describe, expect, it } from "vitest";
import type { Delivery } from "../events/projection";
import { callerPair } from "../test/caller";
import { recordStatements } from "../test/statement-log";
import { startTestApp, useStarted } from "../test/test-app";
import { createEventViews } from "./event-views";

describe("event views: a batch of messages", () => {
  const app = useStarted(() => startTestApp());

  it("loads the batch's messages with both sides' hidden words in one statement, then the unread counts in one", async () => {
    const { alice, bob, matchId } = await callerPair(app.deps);
    await bob.caller.hiddenWords.set({ words: ["pineapple"] });
    const first = await alice.caller.messages.send({ matchId, content: "Do you like pineapple?" });
    const second = await alice.caller.messages.send({ matchId, content: "Or mango?" });
    // The sends' own pushes run after their commits; let them finish before counting.
    await app.deps.pushQueue.idle();
    const views = createEventViews({ db: app.deps.db, now: app.deps.now });
    const delivered: Delivery[] = [];
    const log = recordStatements(app.deps.db);
    try {
      await views.deliveriesForBatch(
        [
          { k: "message", ids: [first.id] },
          { k: "message", ids: [second.id] },
        ],
        () => true,
        (deliveries) => delivered.push(...deliveries),
      );
    } finally {
      log.stop();
    }
    // The app's own hub may read the outbox meanwhile; the batch's statements are the rest.
    const batchStatements = log.statements.filter((text) => !text.includes("live_events"));
    expect(batchStatements, batchStatements.join("\n---\n")).toHaveLength(2);

    const messageTo = (userId: string, id: string) =>
      delivered.find((delivery) => delivery.userId === userId && delivery.event.event === "message" && delivery.messageId === id);
    expect(messageTo(bob.id, first.id)?.event.data).toMatchObject({ id: first.id, hiddenByFilter: true });
    expect(messageTo(alice.id, first.id)?.event.data).toMatchObject({ id: first.id, hiddenByFilter: false });
    expect(messageTo(bob.id, second.id)?.event.data).toMatchObject({ id: second.id, hiddenByFilter: false });
    const unread = delivered.filter((delivery) => delivery.event.event === "unread");
    expect(unread).toEqual([{ userId: bob.id, event: { event: "unread", data: await bob.caller.stats.unreadCount() } }]);
  });
});
