/** B2's section of RESULTS.md. */
import type { B2SizeResult } from ".";
import { met } from "../lib/met";
import { fmt, fmtInt, medianBy } from "../lib/stats";

function shortPlan(plan: string): string {
  return plan
    .replace(
      /'\{([0-9-]+),([0-9-]+),([0-9,-]{40,})\}'::smallint\[\]/g,
      (_all, a: string, b: string, rest: string) => `'{${a},${b},… ${rest.split(",").length + 2} patterns}'::smallint[]`,
    )
    .replace(
      /'\{([0-9a-f-]{36}),([0-9a-f,-]{80,})\}'::text\[\]/g,
      (_all, a: string, rest: string) => `'{${a},… ${rest.split(",").length + 1} ids}'::text[]`,
    )
    .replace(
      /\('12742\.0176'::double precision \* asin\(LEAST\('1'::double precision, sqrt\(\(power\(sin\(\(radians\(\((p\.)?latitude - '([-0-9.]+)'::double precision\)\) \/ '2'::double precision\)\), '2'::double precision\) \+ \(\('[-0-9.e]+'::double precision \* cos\(radians\((p\.)?latitude\)\)\) \* power\(sin\(\(radians\(\((p\.)?longitude - '([-0-9.]+)'::double precision\)\) \/ '2'::double precision\)\), '2'::double precision\)\)\)\)\)\)/g,
      (_all, _p1, lat: string, _p2, _p3, lon: string) => `haversine_km(latitude, longitude, ${lat}, ${lon})`,
    )
    .replace(
      /\(\(\(15 - bit_count\(\(\(\((p\.)?answer_bits # '(\d+)'::smallint\)\)::integer\)::bit\(15\)\)\)\)::integer\)/g,
      (_all, _p, bits: string) => `score(answer_bits, ${bits})`,
    );
}

export function renderB2(b2: B2SizeResult[]): string {
  const bySize = new Map(b2.map((s) => [s.size, s]));
  const m = (s: B2SizeResult | undefined, pick: (r: B2SizeResult["runs"][number]) => number) => medianBy(s?.runs, pick);
  const rows = b2.map((s) => {
    const full = m(s, (r) => r.full.median);
    const ours = m(s, (r) => r.ours.median);
    const ceiling = m(s, (r) => r.ceiling.median);
    return `| ${fmtInt(s.size)} | **${fmt(full)} / ${fmt(m(s, (r) => r.full.p95))}** | ${fmt(ours)} / ${fmt(m(s, (r) => r.ours.p95))} | ${fmt(ceiling)} / ${fmt(
      m(s, (r) => r.ceiling.p95),
    )} | ${fmt(ours / ceiling, 2)} | ${fmt(m(s, (r) => r.dense.median))} / ${fmt(m(s, (r) => r.dense.p95))} | ${s.runs
      .map((r) => fmt(r.full.median))
      .join(
        " / ",
      )} | ${s.fullFound}/200 | ${s.sameCandidates}/${s.compared} | ${s.seedSeconds === null ? "reused" : `${fmtInt(s.seedSeconds)} s`} |`;
  });
  const big = bySize.get(1_000_000);
  const small = bySize.get(100_000);
  const bigMedian = m(big, (r) => r.full.median);
  const bigP95 = m(big, (r) => r.full.p95);
  const growth = bigMedian / m(small, (r) => r.full.median);
  const growthRead = m(big, (r) => r.ours.median) / m(small, (r) => r.ours.median);
  const explain = (big ?? b2[b2.length - 1])?.explain ?? [];
  return `## B2. Matching as the user base grows

Population (\`bench/src/lib/population.ts\`, \`bench/src/b2/seed.ts\`): 36 metropolitan areas with
population weights plus 15 % rural within ~300 km of a city; ages 18–70; 48 % men, 48 %
women, 4 % non-binary, looking for the other gender (70 %), the same (15 %) or both;
preferences ±5–12 years and 100 km (70 %) or 25–500 km; random answers; exclusions
among neighbours (matches for a quarter of the users, 5 % blocks, 5 % deleted pairs).
Each search is timed from the caller: **\`searchMatches\`** is the real service
function (read + insert of up to 50 matches, its own transactions); "read side" is
loadSearcher + loadExcludedIds + findCandidates; "note design" is the shared note's
design in one PL/pgSQL call (\`bench/src/b2/note-design.ts\`), the ceiling. 200 random
searchers, the same in every run, after 20 warm-up searches; the matches a run
inserts are deleted after it. Median of 3 runs of each figure (ms).

| Profiles | searchMatches median / p95 | read side median / p95 | note design (ceiling) median / p95 | read side ÷ ceiling | densest city (30 searchers) median / p95 | searchMatches median per run | found 50 | same candidates as ceiling | seed |
|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|
${rows.join("\n")}

| Target | Measured | Result |
|---|---|---|
| median ≤ 12 ms at 1,000,000 | ${fmt(bigMedian)} ms | ${met(bigMedian <= 12)}${bigMedian > 12 ? `, ${fmt(bigMedian - 12)} ms over` : ""} |
| p95 ≤ 40 ms at 1,000,000 | ${fmt(bigP95)} ms | ${met(bigP95 <= 40)} |
| 100k → 1M grows < 1.5× | ${fmt(growth, 2)}× (read side ${fmt(growthRead, 2)}×) | ${met(growth < 1.5)} |

\`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)\` of every stage of the candidate query at
${fmtInt((big ?? b2[b2.length - 1])?.size ?? 0)} profiles, as \`explainCandidateQueries\` runs them (a real search stops at the
first stage that fills 50). Long arrays and the haversine expression are shortened:
\`haversine_km(...)\` stands for the inline great-circle formula, \`score(...)\` for
\`15 - bit_count(((answer_bits # searcher)::int)::bit(15))\`.

${explain.map((e) => `**${e.label}: ${e.stage}**\n\n\`\`\`\n${shortPlan(e.plan)}\n\`\`\``).join("\n\n")}
`;
}
