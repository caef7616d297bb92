import { rowsOf, type Database } from "@unveil/db";
import { QUIZ_QUESTION_COUNT } from "@unveil/validators";
import { sql } from "drizzle-orm";
import {
  candidateQuery,
  candidateStages,
  loadExcludedIds,
  loadSearcher,
  searchSettings,
  type CandidateStage,
} from "./match-candidates";

/** A readable name for a stage, for plans and bench output. */
function stageName(stage: CandidateStage): string {
  if (stage.kind === "fallback") return `fallback, scores ${stage.minScore}–${stage.maxScore}`;
  return `probe, radius ${stage.radius} (${stage.patterns.length} patterns, score ${QUIZ_QUESTION_COUNT - stage.radius})`;
}

/**
 * EXPLAIN of every stage of a searcher's search, as the planner would run it now:
 * the index test and the bench (docs/decisions/0004-match-search.md) use it to show
 * that the covering indexes serve the search.
 */
export async function explainCandidateQueries(
  db: Database,
  userId: string,
  options: { analyze?: boolean; now?: Date } = {},
): Promise<{ stage: string; plan: string }[]> {
  const searcher = await loadSearcher(db, userId, options.now ?? new Date());
  if (!searcher) return [];
  const excludedIds = await loadExcludedIds(db, userId);
  const prefix = sql.raw(options.analyze ? "explain (analyze, buffers, costs off) " : "explain (costs off) ");
  return db.transaction(async (tx) => {
    await tx.execute(searchSettings);
    const plans: { stage: string; plan: string }[] = [];
    for (const stage of candidateStages(searcher.answerBits)) {
      const result = await tx.execute(sql`${prefix}${candidateQuery(searcher, excludedIds, stage, 50)}`);
      const plan = rowsOf<{ "QUERY PLAN": string }>(result)
        .map((row) => row["QUERY PLAN"])
        .join("\n");
      plans.push({ stage: stageName(stage), plan });
    }
    return plans;
  });
}
