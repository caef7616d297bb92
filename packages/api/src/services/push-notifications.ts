import { schema } from "@unveil/db";
import { DEFAULT_NOTIFICATION_SETTINGS, IMAGE_ONLY_MESSAGE_CONTENT, type NotificationSettings } from "@unveil/validators";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { deliverPushTo, type PushPayload } from "../push/deliver";
import { hiddenByWords } from "../safety/hidden-words";
import { pushContextOf, type PushContext } from "./push-context";

/** The texts on a lock screen (docs/product-rules.md#push). Nothing here names a mystery match or quotes a message. */
export const PUSH_TEXTS = {
  title: "Unveil",
  newMessage: "New message from a Mystery Match",
  newMessageRevealed: "You have a new message",
  newMatch: "You have a new Mystery Match",
  revealOneSided: "Your Mystery Match wants to reveal",
  revealBoth: "It's a Reveal!",
  photo: "Sent a photo",
  test: "Notifications are working.",
} as const;

/** A preview shows at most this many characters of the message. */
const PREVIEW_MAX_LENGTH = 120;

type PushKind = "messages" | "matches" | "reveals";

export async function notificationSettingsOf(deps: AppDeps, userId: string): Promise<NotificationSettings> {
  const [row] = await deps.db
    .select({
      messages: schema.notificationSettings.messages,
      matches: schema.notificationSettings.matches,
      reveals: schema.notificationSettings.reveals,
      previews: schema.notificationSettings.previews,
    })
    .from(schema.notificationSettings)
    .where(eq(schema.notificationSettings.userId, userId));
  return row ?? { ...DEFAULT_NOTIFICATION_SETTINGS };
}

const chatPayload = (matchId: string, title: string, body: string): PushPayload => ({
  title,
  body,
  tag: matchId,
  url: `/chat/${matchId}`,
});

/**
 * Queues one push to `userId` (after the caller's commit): skipped when they are
 * looking at the app, turned this kind off or subscribed no browser; `compose` builds
 * the text from what pushContextOf read (one statement).
 */
function queuePush(
  deps: AppDeps,
  userId: string,
  kind: PushKind,
  compose: (context: PushContext) => PushPayload | null,
  about: { matchId?: string; senderId?: string } = {},
): void {
  deps.pushQueue.enqueue(`${kind} push`, async () => {
    if (await deps.presence.isLooking(userId)) return;
    const context = await pushContextOf(deps.db, userId, about);
    if (!context?.settings[kind] || context.subscriptions.length === 0) return;
    const payload = compose(context);
    if (payload) await deliverPushTo(deps, context.subscriptions, payload);
  });
}

/**
 * A new message: 'New message from a Mystery Match'; with previews on and both sides
 * revealed, the sender's first name and the start of the text instead.
 */
export function queueMessagePush(
  deps: AppDeps,
  message: { matchId: string; senderId: string; recipientId: string; content: string; hasImage: boolean; mayHurt: boolean },
): void {
  const about = { matchId: message.matchId, senderId: message.senderId };
  queuePush(
    deps,
    message.recipientId,
    "messages",
    ({ settings, match, hiddenWords }) => {
      if (!match) return null;
      if (!match.bothRevealed) return chatPayload(message.matchId, PUSH_TEXTS.title, PUSH_TEXTS.newMessage);
      // docs/product-rules.md#hidden-words: a message the recipient's filter hides never shows its text on a lock screen.
      if (!settings.previews || message.mayHurt || hiddenByWords(message.content, hiddenWords)) {
        return chatPayload(message.matchId, PUSH_TEXTS.title, PUSH_TEXTS.newMessageRevealed);
      }
      const text =
        message.hasImage && message.content === IMAGE_ONLY_MESSAGE_CONTENT ? PUSH_TEXTS.photo : previewOf(message.content);
      return chatPayload(message.matchId, match.senderName ?? PUSH_TEXTS.title, text);
    },
    about,
  );
}

function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_MAX_LENGTH ? `${flat.slice(0, PREVIEW_MAX_LENGTH - 1)}…` : flat;
}

/** A new match, to the side that did not search (the searcher is in the app). */
export function queueMatchPush(deps: AppDeps, match: { matchId: string; userId: string }): void {
  queuePush(deps, match.userId, "matches", () => chatPayload(match.matchId, PUSH_TEXTS.title, PUSH_TEXTS.newMatch));
}

/** The other side revealed: one-sided or, when the recipient had revealed already, both. */
export function queueRevealPush(deps: AppDeps, reveal: { matchId: string; userId: string; bothRevealed: boolean }): void {
  queuePush(deps, reveal.userId, "reveals", () =>
    chatPayload(reveal.matchId, PUSH_TEXTS.title, reveal.bothRevealed ? PUSH_TEXTS.revealBoth : PUSH_TEXTS.revealOneSided),
  );
}
