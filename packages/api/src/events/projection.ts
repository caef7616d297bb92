import type { LiveEvent } from "./live-event";
import type { Notice } from "./notice";

/** One event for one connected user. */
export interface Delivery {
  userId: string;
  event: LiveEvent;
  /** For message events: the message's seq (the cursor) and id (for de-duplication). */
  seq?: number;
  messageId?: string;
}

/** A message a resuming stream missed, with its seq (the cursor). */
export interface MissedMessage {
  id: string;
  seq: number;
  event: LiveEvent;
}

/**
 * What notices mean to the users connected here: the hub's port to the event views,
 * which live in the services (services/event-views.ts) and build each event with the
 * same functions, and redactions, as the REST answers.
 */
export interface EventProjection {
  /**
   * The deliveries for a batch of notices, handed to `deliver` in order as soon as each
   * part is ready: the batch's events first, then the unread counts (the counts after the
   * whole batch), so a message never waits for the count query. `wanted` says who is
   * connected here. Settles once everything was handed on, or the counts were left to a
   * paced count that follows within 250 ms (decisions 0053, 0054).
   */
  deliveriesForBatch(
    notices: Notice[],
    wanted: (userId: string) => boolean,
    deliver: (deliveries: Delivery[]) => void,
  ): Promise<void>;
  /** The messages of the user's visible matches after `afterSeq`, oldest first. */
  messagesMissedBy(userId: string, afterSeq: number): Promise<MissedMessage[]>;
}
