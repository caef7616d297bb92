/**
 * The match search's parts, for the bench (bench/src/b2): what it measures at 100k
 * and 1M profiles. Not for the app: its procedures run the search themselves.
 */
export {
  candidateQuery,
  candidateStages,
  findCandidates,
  loadExcludedIds,
  loadSearcher,
  searchSettings,
  type Searcher,
} from "./services/match-candidates";
export { explainCandidateQueries } from "./services/match-search-plan";
export { MAX_NEW_MATCHES_PER_SEARCH, searchMatches } from "./services/matching";
