/**
 * Whether a user is looking at the app right now (contract §12: no push then). The event
 * hub answers it from the streams this instance holds (deps.ts wires it).
 */
export interface Presence {
  isLooking(userId: string): boolean;
}
