"use client";

import { Trash2 } from "lucide-react";
import { ActionsMenu } from "~/components/ui/actions-menu";
import { MATCHES_TEXTS as T } from "./texts";

/**
 * The card menu with 'Delete Match'. The confirmation (spec §8: it asks first) is the
 * screen's one dialog (`DeleteMatchDialog`), not one per card: twelve cards hydrated
 * twelve dialogs and twelve mutations nobody had asked for (issue 30).
 */
export function MatchMenu({ matchId, onDelete }: { matchId: string; onDelete: (matchId: string) => void }) {
  return (
    <ActionsMenu
      label={T.moreOptions}
      items={[{ label: T.deleteMatch, icon: Trash2, destructive: true, onSelect: () => onDelete(matchId) }]}
    />
  );
}
