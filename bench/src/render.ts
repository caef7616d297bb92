import type { B1Result } from "./b1";
import type { LoadResult } from "./b1/load";
import { REQUESTS_PER_DATER_PER_SECOND } from "./b1/load";
import type { B2SizeResult } from "./b2";
import type { B3Result } from "./b3";
import { BUDGETS, budgetTable } from "./b3/bundle-budget";
import type { B4Result } from "./b4";
import { renderB4 } from "./b4/render";
import type { MachineInfo } from "./lib/machine";
import { fmt, fmtInt, median, medianBy } from "./lib/stats";

export interface Results {
  machine: MachineInfo & { loadAverageAfter: string };
  argv: string[];
  runs: number;
  durationSeconds: number;
  totalSeconds: number;
  b1: (B1Result & { date?: string }) | undefined;
  b2: B2SizeResult[] | undefined;
  b3: B3Result | undefined;
  b4: B4Result | undefined;
  notes: string;
}

const met = (ok: boolean) => (ok ? "**met**" : "**not met**");

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

function loadRow(label: string, runs: LoadResult[] | undefined, extra: string[] = []): string {
  if (!runs || runs.length === 0) return `| ${label} | n/a | | | | | | |`;
  const m = (pick: (r: LoadResult) => number) => medianBy(runs, pick);
  const failures = runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  return `| ${label} | ${fmtInt(m((r) => r.reqPerSec))} | ${fmtInt(m((r) => r.p50))} | ${fmtInt(m((r) => r.p99))} | ${failures} (of ${fmtInt(
    runs.reduce((sum, r) => sum + r.total, 0),
  )}) | ${fmt(
    m((r) => r.cpuMsPerRequest),
    2,
  )} | ${fmtInt(Math.max(...runs.map((r) => r.maxRssMb)))} | ${runs.map((r) => fmtInt(r.reqPerSec)).join(" / ")} |${extra.join("")}`;
}

function renderB1(b1: B1Result, durationSeconds: number): string {
  const runs = b1.runs;
  const aOurs = medianBy(runs["a-ours"], (r) => r.reqPerSec);
  const aCeiling = medianBy(runs["a-ceiling"], (r) => r.reqPerSec);
  const aP99 = medianBy(runs["a-ours"], (r) => r.p99);
  const pairedRatios = (runs["a-ours"] ?? []).map((r, i) => r.reqPerSec / (runs["a-ceiling"]?.[i]?.reqPerSec ?? Number.NaN));
  const cpuRatio = medianBy(runs["a-ceiling"], (r) => r.cpuMsPerRequest) / medianBy(runs["a-ours"], (r) => r.cpuMsPerRequest);
  const cRate = medianBy(runs["c-ours"], (r) => r.reqPerSec);
  const cP99 = medianBy(runs["c-ours"], (r) => r.p99);
  const offered = Math.round(5000 * REQUESTS_PER_DATER_PER_SECOND);
  const cFailures = (runs["c-ours"] ?? []).reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  const ourRss = Math.max(...["a-ours", "b-ours", "c-ours"].flatMap((key) => (runs[key] ?? []).map((r) => r.maxRssMb)));
  const statusCodes = (key: string) =>
    (runs[key] ?? [])
      .map((r) =>
        Object.entries(r.statusCodes)
          .map(([code, count]) => `${code}×${count}`)
          .join(" "),
      )
      .join("; ");
  return `## B1. API under the spec's load (production server, PostgreSQL)

Data (seeded with SQL, \`bench/src/b1/seed.ts\`): ${fmtInt(b1.sizes.daters)} daters with profiles, 15 answers
and preferences each, ${fmtInt(b1.sizes.matches)} matches, ${fmtInt(b1.sizes.messages)} messages, one session
per dater. Load: autocannon, ${durationSeconds} s per scenario; every run starts both servers
afresh, warms each up for 5 s, then runs a-ours, a-ceiling, b and c; median of 3. Rate limits raised to 1,000,000 for the
server under load (they are per user: contract §8; a load generator is many users
through few sockets). Server CPU = user+system time of the server process per request.

| Scenario | req/s | p50 ms | p99 ms | non-2xx + errors | server CPU ms/req | max RSS MB | req/s per run |
|---|---:|---:|---:|---:|---:|---:|---|
${loadRow("(a) chat poll, our server, 200 conns", runs["a-ours"])}
${loadRow("(a) chat poll, ceiling (bare node:http + postgres.js), 200 conns", runs["a-ceiling"])}
${loadRow("(b) unread count, our server, 200 conns", runs["b-ours"])}
${loadRow(`(c) dater mix, 5,000 daters = ${fmtInt(offered)} req/s offered, 250 conns`, runs["c-ours"])}

Status codes per run: (a) ${statusCodes("a-ours")}; (b) ${statusCodes("b-ours")}; (c) ${statusCodes("c-ours")}.

| Target | Measured | Result |
|---|---|---|
| (a) our req/s ÷ ceiling req/s ≥ 0.6 | medians ${fmtInt(aOurs)} ÷ ${fmtInt(aCeiling)} = **${fmt(aOurs / aCeiling, 2)}**; per run (paired, back to back) ${pairedRatios.map((r) => fmt(r, 2)).join(" / ")}, median ${fmt(median(pairedRatios), 2)}; server CPU per request, ceiling ÷ ours: ${fmt(cpuRatio, 2)} | ${met(aOurs / aCeiling >= 0.6)} |
| (a) p99 < 50 ms at 200 connections | ${fmtInt(aP99)} ms (ceiling: ${fmtInt(medianBy(runs["a-ceiling"], (r) => r.p99))} ms) | ${met(aP99 < 50)}${aP99 >= 50 ? `, ${fmtInt(aP99 - 50)} ms over` : ""} |
| (c) 5,000 daters (${fmtInt(offered)} req/s offered) held | ${fmtInt(cRate)} req/s achieved (${fmt((100 * cRate) / offered, 0)} %) | ${met(cRate >= offered * 0.98)} |
| (c) p99 < 100 ms | ${fmtInt(cP99)} ms | ${met(cP99 < 100)} |
| (c) no errors | ${cFailures} non-2xx/errors | ${met(cFailures === 0)} |
| server RSS < 300 MB | ${fmtInt(ourRss)} MB (max over a, b, c) | ${met(ourRss < 300)} |

Commands:

\`\`\`
${b1.commands.join("\n")}
\`\`\`
`;
}

function renderB2(b2: B2SizeResult[]): string {
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

function renderB3(b3: B3Result): string {
  const landing = b3.bundles.find((b) => b.route === "/");
  const signedIn = b3.bundles.filter((b) => b.route !== "/");
  const worst = signedIn.reduce((a, b) => (b.gzip > a.gzip ? b : a), signedIn[0] ?? b3.bundles[0]!);
  const lhRows = b3.lighthouse.map((page) => {
    const m = (pick: (r: (typeof page.runs)[number]) => number) => medianBy(page.runs, pick);
    return `| ${page.page} | **${fmtInt(m((r) => r.score))}** | ${fmtInt(m((r) => r.lcpMs))} | ${fmtInt(m((r) => r.tbtMs))} | ${fmt(
      m((r) => r.cls),
      3,
    )} | ${fmtInt(
      m((r) => r.fcpMs),
    )} | ${fmt(m((r) => r.scriptTransferBytes) / 1000)} | ${page.runs.map((r) => r.score).join(" / ")} |`;
  });
  // Issue 19: ≥ 95 in every run, so the target row reads the worst run, not the median.
  const scores = b3.lighthouse.map((page) => ({ page: page.page, score: Math.min(...page.runs.map((r) => r.score)) }));
  const rootFiles = landing?.files.slice(0, 5) ?? [];
  const framework = rootFiles.reduce((sum, f) => sum + f.gzip, 0);
  return `## B3. The web app

First-load JavaScript per route of the production build (\`bench/src/b3/bundle-budget.ts\`,
run in CI as \`pnpm check:bundle\`): the build's \`rootMainFiles\` plus the
\`entryJSFiles\` of the route's layouts and page from its client reference manifest,
each file gzip-compressed (level 9), counted once; the nomodule polyfill and lazy
\`import()\` chunks are not first load. 1 kB = 1,000 bytes. Cross-checks: ${
    b3.nextDisagrees === undefined || b3.nextDisagrees === null
      ? "(Next's route-bundle-stats.json not found)"
      : b3.nextDisagrees.length === 0
        ? "every route's raw total equals Next's own `firstLoadUncompressedJsBytes` (`.next/diagnostics/route-bundle-stats.json`)"
        : `Next's route-bundle-stats.json differs for ${b3.nextDisagrees.join(", ")}`
  }; the rendered HTML:
${b3.htmlScriptsCovered.map((c) => `${c.page}: ${c.scripts} \`<script src>\`, ${c.missing.length === 0 ? "all in the list" : `missing ${c.missing.join(", ")}`}`).join("; ")}.

${budgetTable(b3.bundles)}

The framework alone (the five \`rootMainFiles\`: React DOM, the App Router, the
Turbopack runtime), loaded by every route, is ${fmt(framework / 1000)} kB gzip.

| Target | Measured | Result |
|---|---|---|
| \`/\` signed out ≤ ${BUDGETS.landing / 1000} kB gzip | ${fmt((landing?.gzip ?? Number.NaN) / 1000)} kB | ${met((landing?.gzip ?? Infinity) <= BUDGETS.landing)} |
| every signed-in screen ≤ ${BUDGETS.signedIn / 1000} kB gzip | largest: \`${worst?.route}\` ${fmt((worst?.gzip ?? Number.NaN) / 1000)} kB | ${met(signedIn.every((b) => b.gzip <= BUDGETS.signedIn))} |
${scores.map((s) => `| Lighthouse mobile performance ≥ 95 in every run, ${s.page} (worst run) | ${fmtInt(s.score)} | ${met(s.score >= 95)} |`).join("\n")}

Lighthouse (npm \`lighthouse\`, default mobile config: simulated slow 4G, 4× CPU
slowdown; Debian's Chromium, headless; a fresh browser per run; production server
on PostgreSQL, signed in with a seeded dater's session cookie). Median of ${b3.lighthouse[0]?.runs.length ?? 0} runs:

| Page | Performance | LCP ms | TBT ms | CLS | FCP ms | JS transferred kB | score per run |
|---|---:|---:|---:|---:|---:|---:|---|
${lhRows.join("\n")}
`;
}

/**
 * The section of an earlier RESULTS.md headed `## <id>.` (up to the next `## `), or null.
 * A section whose figures were not saved on this machine (`bench/results/` is not
 * committed) is kept as it was instead of being dropped.
 */
export function previousSection(previous: string | null, id: string): string | null {
  if (!previous) return null;
  const start = previous.indexOf(`\n## ${id}.`);
  if (start < 0) return null;
  const end = previous.indexOf("\n## ", start + 1);
  return `${previous.slice(start + 1, end < 0 ? undefined : end).trimEnd()}\n`;
}

export function renderResults(results: Results, previous: string | null = null): string {
  const { machine } = results;
  const section = <T>(id: string, value: T | undefined, render: (value: T) => string) =>
    value ? render(value) : (previousSection(previous, id) ?? `## ${id}\n\nNot run (\`--only\`).\n`);
  return `# Benchmark results

Generated by \`pnpm bench\` (${results.argv.length > 0 ? `\`${results.argv.join(" ")}\`` : "no flags"}) on ${machine.date.slice(0, 16).replace("T", " ")} UTC in ${fmtInt(
    results.totalSeconds,
  )} s. Every figure is the median of ${results.runs} runs unless marked. This machine is
shared and noisy: compare the side-by-side ratios; absolute times are context. A section
this command did not run, and whose figures are not saved here, is kept as the previous
RESULTS.md had it (from an earlier run).

## Machine

| | |
|---|---|
| cores (\`nproc\`) | ${machine.nproc} |
| CPU | ${machine.cpuModel} |
| memory (\`free -h\`) | ${machine.memory.split("\n")[1]?.replace(/\s+/g, " ") ?? machine.memory} |
| PostgreSQL | ${machine.postgres.split(" on ")[0]} (the machine's server, default settings: shared_buffers 128 MB, synchronous_commit on) |
| Node.js | ${machine.node} |
| pnpm | ${machine.pnpm} |
| load average before / after | ${machine.loadAverage} / ${machine.loadAverageAfter} |

Command: \`pnpm bench\` (= \`pnpm --filter @unveil/bench bench\` = \`tsx src/run.ts\`), see bench/README.md.

${section("B1", results.b1, (b1) => renderB1(b1, results.durationSeconds))}
${section("B2", results.b2, renderB2)}
${section("B3", results.b3, renderB3)}
${section("B4", results.b4, renderB4)}
${results.notes}
`;
}
