import { z } from "zod";
import { Timestamp } from "./common";

/** Contract §2 Message. */
export const MessageOutput = z.object({
  id: z.string(),
  matchId: z.string(),
  senderId: z.string(),
  content: z.string(),
  /** `/objects/<id>` of the attached image, or null. */
  imageUrl: z.string().nullable(),
  /** True when the server's classifier judged the image explicit, or has not judged it yet (contract §14). */
  imageSensitive: z.boolean(),
  createdAt: Timestamp,
});
export type MessageOutput = z.output<typeof MessageOutput>;
