import { tracked } from "@trpc/server";
import { EventStreamInput } from "@unveil/validators";
import { hubEvents } from "../events/event-iterable";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/**
 * docs/product-rules.md#live-events for the web app: the signed-in caller's live events over SSE, each as
 * `tracked(id, { event, data })` with the payloads `GET /api/events` sends (one hub, one
 * redaction). A reconnect passes the last id back as `lastEventId` and resumes.
 */
export const eventsRouter = createTRPCRouter({
  stream: protectedProcedure.input(EventStreamInput).subscription(async function* ({ ctx, input, signal }) {
    const options = { userId: ctx.user.id, sessionId: ctx.session.id, lastEventId: input?.lastEventId ?? null };
    for await (const { id, ...event } of hubEvents(ctx.deps.events, options, signal)) yield tracked(id, event);
  }),
});
