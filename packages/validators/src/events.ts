import { z } from "zod";

/**
 * The live event stream's input (docs/product-rules.md#live-events): tRPC's httpSubscriptionLink puts the last
 * `tracked()` id it received here when it reconnects, so the stream resumes from it.
 */
export const EventStreamInput = z.object({ lastEventId: z.string().max(64).nullish() }).optional();
export type EventStreamInput = z.input<typeof EventStreamInput>;
