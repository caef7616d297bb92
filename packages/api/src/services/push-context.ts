import { preparedOnce, schema, type Database } from "@unveil/db";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "@unveil/validators";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PushTarget } from "../push/deliver";

/** What a push to one user is built from (docs/product-rules.md#push). */
export interface PushContext {
  settings: NotificationSettings;
  subscriptions: PushTarget[];
  /** Their hidden words (docs/product-rules.md#hidden-words): a hidden message never shows on a lock screen. */
  hiddenWords: string[];
  /** The match the push is about, with the sender's first name; null when there is none (or no sender). */
  match: { bothRevealed: boolean; senderName: string | null } | null;
}

const recipient = alias(schema.users, "recipient");
const sender = alias(schema.users, "sender");
const settings = schema.notificationSettings;

/**
 * The recipient's settings, subscriptions and hidden words, and the match and its
 * sender, in one statement built once per database: the push queue runs it for every
 * message to a dater who is not looking at the app (bench/notes.md, B7).
 */
const pushContextQuery = (db: Database) =>
  preparedOnce(db, "push_context", (d) =>
    d
      .select({
        messages: settings.messages,
        matches: settings.matches,
        reveals: settings.reveals,
        previews: settings.previews,
        hiddenWords: schema.hiddenWords.words,
        user1Revealed: schema.matches.user1Revealed,
        user2Revealed: schema.matches.user2Revealed,
        senderId: sender.id,
        senderName: sender.firstName,
        subscriptions: sql<PushTarget[] | string>`(
          select coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)), '[]'::json)
            from ${schema.pushSubscriptions} s where s.user_id = ${recipient.id})`,
      })
      .from(recipient)
      .leftJoin(settings, eq(settings.userId, recipient.id))
      .leftJoin(schema.hiddenWords, eq(schema.hiddenWords.userId, recipient.id))
      .leftJoin(schema.matches, eq(schema.matches.id, sql.placeholder("matchId")))
      .leftJoin(sender, eq(sender.id, sql.placeholder("senderId")))
      .where(eq(recipient.id, sql.placeholder("userId")))
      .prepare("push_context"),
  );

/** Everything a push to `userId` about `about` (a match and its sender, if any) needs; undefined when the user is gone. */
export async function pushContextOf(
  db: Database,
  userId: string,
  about: { matchId?: string; senderId?: string } = {},
): Promise<PushContext | undefined> {
  const [row] = await pushContextQuery(db).execute({ userId, matchId: about.matchId ?? null, senderId: about.senderId ?? null });
  if (!row) return undefined;
  const { messages, matches, reveals, previews } = row;
  const hasMatch = row.user1Revealed !== null && row.user2Revealed !== null && row.senderId !== null;
  return {
    // A user who never saved their settings has no row: the defaults.
    settings:
      messages !== null && matches !== null && reveals !== null && previews !== null
        ? { messages, matches, reveals, previews }
        : { ...DEFAULT_NOTIFICATION_SETTINGS },
    subscriptions: typeof row.subscriptions === "string" ? (JSON.parse(row.subscriptions) as PushTarget[]) : row.subscriptions,
    hiddenWords: row.hiddenWords ?? [],
    match: hasMatch
      ? { bothRevealed: row.user1Revealed === true && row.user2Revealed === true, senderName: row.senderName }
      : null,
  };
}
