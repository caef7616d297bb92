/** B1's section of RESULTS.md. */
import type { B1Result } from ".";
import { REQUESTS_PER_DATER_PER_SECOND, type LoadResult } from "./load";
import { met } from "../lib/met";
import { fmt, fmtInt, median, medianBy } from "../lib/stats";

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

export function renderB1(b1: B1Result, durationSeconds: number): string {
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
afresh, warms each up for 5 s, then runs a-ours, a-ceiling, b and c; median of ${runs["a-ours"]?.length ?? 0} run(s). Rate limits raised to 1,000,000 for the
server under load (they are per user: docs/product-rules.md#limits; a load generator is many users
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
| (a) our req/s ÷ ceiling req/s ≥ 0.7 (issue 32; 0.6 before) | medians ${fmtInt(aOurs)} ÷ ${fmtInt(aCeiling)} = **${fmt(aOurs / aCeiling, 2)}**; per run (paired, back to back) ${pairedRatios.map((r) => fmt(r, 2)).join(" / ")}, median ${fmt(median(pairedRatios), 2)}; server CPU per request, ceiling ÷ ours: ${fmt(cpuRatio, 2)} | ${met(aOurs / aCeiling >= 0.7)} |
| (a) p99 < 50 ms at 200 connections | ${fmtInt(aP99)} ms (ceiling: ${fmtInt(medianBy(runs["a-ceiling"], (r) => r.p99))} ms) | ${met(aP99 < 50)}${aP99 >= 50 ? `, ${fmtInt(aP99 - 50)} ms over` : ""} |
| (c) 5,000 daters (${fmtInt(offered)} req/s offered) held (≥ 95 %) | ${fmtInt(cRate)} req/s achieved (${fmt((100 * cRate) / offered, 0)} %) | ${met(cRate >= offered * 0.95)} |
| (c) p99 < 100 ms | ${fmtInt(cP99)} ms | ${met(cP99 < 100)} |
| (c) no errors | ${cFailures} non-2xx/errors | ${met(cFailures === 0)} |
| server RSS < 300 MB | ${fmtInt(ourRss)} MB (max over a, b, c) | ${met(ourRss < 300)} |

Commands:

\`\`\`
${b1.commands.join("\n")}
\`\`\`
`;
}
