import { z } from "zod";

/** docs/product-rules.md#accounts: `202 {}`, an answer that says nothing more than "taken in". */
export const AcceptedOutput = z.strictObject({});
export type AcceptedOutput = z.output<typeof AcceptedOutput>;
