import { z } from "zod";

/** Every id the API hands out is a random UUID; anything else is a malformed id (400, not 404). */
export const Id = z.uuid({ error: "Invalid id" });
export type Id = z.infer<typeof Id>;

export const NUL_MESSAGE = "Text must not contain NUL characters";

/**
 * A string that holds no NUL character: PostgreSQL text cannot store one, and no
 * form ever sends one (docs/product-rules.md#hardening: refused with 400). Every string schema starts
 * here, so forms and procedures refuse it alike.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes("\0"), { error: NUL_MESSAGE, abort: true });
