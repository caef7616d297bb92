/** Column helpers shared by the schema's files. */
import { QUIZ_QUESTION_COUNT } from "@unveil/validators";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** A check that a text column holds one of the shared lists' values (the lists live in @unveil/validators). */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

/** The highest 15-bit answer pattern (every answer B). */
export const MAX_ANSWER_BITS = (1 << QUIZ_QUESTION_COUNT) - 1;

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
