import { z } from "zod";

/** Every id the API hands out is a random UUID; anything else is a malformed id (400, not 404). */
export const Id = z.uuid({ error: "Invalid id" });
export type Id = z.infer<typeof Id>;
