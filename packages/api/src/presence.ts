/**
 * Whether a user is looking at the app right now (contract §12: no push then). The live
 * events work answers it from the open event streams of every instance.
 */
export interface Presence {
  isLooking(userId: string): boolean;
}

/** Until live events are wired: nobody counts as looking, so every push goes out. */
export const nobodyLooking: Presence = { isLooking: () => false };
