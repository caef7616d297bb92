import { z } from "zod";

/**
 * A point in time in an answer. Procedures return a Date: tRPC (superjson) carries it
 * as a Date, the REST twin as its ISO-8601 string (JSON.stringify), docs/product-rules.md#transport-and-errors.
 */
export const Timestamp = z.date();

/** A count in an answer (`{ count }`): live users, unread items. */
export const CountOutput = z.object({ count: z.number().int().nonnegative() });
export type CountOutput = z.output<typeof CountOutput>;

/** docs/product-rules.md#transport-and-errors: the body of every non-2xx answer, whichever path. */
export const ErrorOutput = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorOutput = z.output<typeof ErrorOutput>;
