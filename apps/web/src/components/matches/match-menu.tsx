"use client";

import { Trash2 } from "lucide-react";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { askToDeleteMatch } from "./deleting-match";
import { MATCHES_TEXTS as T } from "./texts";

/**
 * The card menu with 'Delete Match', one of a card's two client islands (issue 30). The
 * confirmation (spec §8: it asks first) is the screen's one dialog (`DeleteMatchDialog`),
 * not one per card: twelve cards hydrated twelve dialogs and twelve mutations nobody had
 * asked for.
 */
export function MatchMenu({ matchId }: { matchId: string }) {
  return (
    <ActionsMenu
      label={T.moreOptions}
      items={[{ label: T.deleteMatch, icon: Trash2, destructive: true, onSelect: () => askToDeleteMatch(matchId) }]}
    />
  );
}
