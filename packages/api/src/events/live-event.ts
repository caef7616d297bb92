import type { MatchOutput, MessageOutput } from "@unveil/validators/outputs";

/** The events of docs/product-rules.md#live-events, each with the payload the receiving user may see. */
export type LiveEvent =
  | { event: "message"; data: MessageOutput }
  | { event: "match"; data: MatchOutput }
  | { event: "match-updated"; data: MatchOutput }
  | { event: "match-removed"; data: { matchId: string } }
  | { event: "read"; data: { matchId: string; lastReadMessageId: string } }
  | { event: "typing"; data: { matchId: string } }
  | { event: "unread"; data: { count: number } }
  | { event: "reset"; data: Record<string, never> };

/** An event as it goes out on one stream: with its cursor. */
export type SentEvent = LiveEvent & { id: string };

/** Where a stream's events go (the SSE writer, the tRPC subscription). */
export interface EventSink {
  send(event: SentEvent): void;
  /** The hub ends the stream: session over, a sixth stream, shutdown. */
  close(): void;
}
