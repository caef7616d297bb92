import { z } from "zod";
import { Id, text } from "./common";
import { MESSAGE_MAX } from "./limits";

export const ListMessagesInput = z.object({
  matchId: Id,
  /** Only messages sent after this one (the newest the client holds). */
  after: Id.optional(),
});
export type ListMessagesInput = z.input<typeof ListMessagesInput>;

export const SendMessageInput = z
  .object({
    matchId: Id,
    content: text()
      .max(MESSAGE_MAX, { error: `Messages must be at most ${MESSAGE_MAX} characters` })
      .default(""),
    imageUrl: text().trim().min(1).max(8_000_000).nullish(),
    /** "Send anyway": the sender saw "Are you sure?" (docs/product-rules.md#are-you-sure). */
    confirmed: z.boolean().optional(),
  })
  .refine((message) => message.content.trim().length > 0 || Boolean(message.imageUrl), {
    error: "Write a message or attach an image",
    path: ["content"],
  });
export type SendMessageInput = z.input<typeof SendMessageInput>;
