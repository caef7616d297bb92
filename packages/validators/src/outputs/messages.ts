import { z } from "zod";
import { SafetyTip } from "../safety";
import { Timestamp } from "./common";

/** docs/product-rules.md#shapes-and-redaction Message. */
export const MessageOutput = z.object({
  id: z.string(),
  matchId: z.string(),
  senderId: z.string(),
  content: z.string(),
  /** `/objects/<id>` of the attached image, or null. */
  imageUrl: z.string().nullable(),
  /** True when the server's classifier judged the image explicit, or has not judged it yet (docs/product-rules.md#chat-images-safe-by-default). */
  imageSensitive: z.boolean(),
  /** What the screener found, in the recipient's view only (the sender's own: []) (docs/product-rules.md#safety-in-the-chat). */
  safetyTips: z.array(SafetyTip),
  /** Sent with "Send anyway" although judged hurtful; recipient's view only (docs/product-rules.md#are-you-sure). */
  mayHurt: z.boolean(),
  /** Contains one of the caller's hidden words; never true for the caller's own messages (docs/product-rules.md#hidden-words). */
  hiddenByFilter: z.boolean(),
  createdAt: Timestamp,
});
export type MessageOutput = z.output<typeof MessageOutput>;
