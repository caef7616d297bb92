import { schema, type Database } from "@unveil/db";
import type { SafetyTip } from "@unveil/validators";
import { type MessageOutput } from "@unveil/validators/outputs";
import { asc, eq, inArray } from "drizzle-orm";
import { hiddenByWords } from "../safety/hidden-words";
import { objectUrl } from "./object-urls";

/**
 * The Message as one viewer sees it (docs/product-rules.md#shapes-and-redaction and
 * #safety-in-the-chat): the screener's tips, `mayHurt` and `hiddenByFilter` are the
 * recipient's alone; the sender's own messages always carry [] and false. REST, tRPC,
 * the live events and the export all build it here.
 */
type MessageView = MessageOutput;

const messages = schema.messages;

export const messageColumns = {
  id: messages.id,
  matchId: messages.matchId,
  senderId: messages.senderId,
  content: messages.content,
  imageObjectId: messages.imageObjectId,
  imageSensitive: messages.imageSensitive,
  safetyTips: messages.safetyTips,
  mayHurt: messages.mayHurt,
  createdAt: messages.createdAt,
};

/** A message's stored columns, as read and as a send writes them. */
export interface MessageRow {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  imageObjectId: string | null;
  imageSensitive: boolean;
  safetyTips: SafetyTip[];
  mayHurt: boolean;
  createdAt: Date;
}

/** Who looks: their id and their hidden words (docs/product-rules.md#hidden-words). */
export interface MessageViewer {
  userId: string;
  hiddenWords: readonly string[];
}

export function toMessageView(row: MessageRow, viewer: MessageViewer): MessageView {
  const received = row.senderId !== viewer.userId;
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    content: row.content,
    imageUrl: row.imageObjectId ? objectUrl(row.imageObjectId) : null,
    imageSensitive: row.imageObjectId !== null && row.imageSensitive,
    safetyTips: received ? row.safetyTips : [],
    mayHurt: received && row.mayHurt,
    hiddenByFilter: received && hiddenByWords(row.content, viewer.hiddenWords),
    createdAt: row.createdAt,
  };
}

/** One user as a viewer, with their hidden words. */
export async function viewerOf(db: Database, userId: string): Promise<MessageViewer> {
  const [row] = await db
    .select({ words: schema.hiddenWords.words })
    .from(schema.hiddenWords)
    .where(eq(schema.hiddenWords.userId, userId));
  return { userId, hiddenWords: row?.words ?? [] };
}

/** Every message of these matches, oldest first, as `viewer` sees them, without marking any read (the export). */
export async function readMessagesOfMatches(db: Database, matchIds: string[], viewer: MessageViewer): Promise<MessageView[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(asc(messages.seq));
  return rows.map((row) => toMessageView(row, viewer));
}
