import { z } from "zod";
import { Id } from "./common";

export const MatchIdInput = z.object({ matchId: Id });
export type MatchIdInput = z.input<typeof MatchIdInput>;
