/** B4's many-streams run as a Markdown section (printed; copied into bench/RESULTS.md by hand with the run's notes). */
import { fmt, fmtInt } from "../lib/stats";
import type { LatencySummary, ReceiptSummary } from "./receipts";

export interface ManyStreamsResult {
  at: string;
  bus: string;
  streams: number;
  generators: number;
  open: number;
  openFailed: number;
  openSeconds: number;
  endedByServer: number;
  heartbeats: number;
  ratePerSecond: number;
  seconds: number;
  skipped: number;
  failed: number;
  receipts: ReceiptSummary;
  instanceRssMb: number[];
  instanceRssIdleMb: number[];
  /** Cores used during the send window: the three instances, then each generator. */
  cpuCores: number[];
  generatorRssMb: number[];
  loadBefore: number[];
  loadAfter: number[];
  fdLimit: string;
}

const ms = (value: number) => `${fmtInt(value)} ms`;
const row = (name: string, l: LatencySummary) =>
  `| ${name} | ${fmtInt(l.count)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} |`;
const load = (values: number[]) => values.map((value) => fmt(value, 2)).join(" / ");

export function renderManyStreams(r: ManyStreamsResult): string {
  const x = r.receipts;
  return `### B4 many streams: ${fmtInt(r.streams)} streams, three instances, ${r.bus} bus (${r.at.slice(0, 16).replace("T", " ")} UTC)

${fmtInt(r.open)} streams open at the end (${fmtInt(r.openFailed)} failed to open, opened in ${fmt(r.openSeconds)} s, ${fmtInt(r.endedByServer)} ended by the server), held by ${r.generators} generator processes, spread over three instances; ${fmtInt(r.heartbeats)} heartbeats seen in all.
Sends: ${fmt(r.ratePerSecond, 0)}/s offered for ${r.seconds} s, a third through each instance (${fmtInt(x.answered201)} answered 201, ${fmtInt(r.failed)} failed, ${fmtInt(r.skipped)} skipped at 20 in flight per instance). Each send is expected on both sides' streams.
Load average (1/5/15 min) before the sends ${load(r.loadBefore)}, after ${load(r.loadAfter)}. \`ulimit -n\` ${r.fdLimit}.

| Receipts expected | received | missing | doubled |
|---:|---:|---:|---:|
| ${fmtInt(x.expected)} | ${fmtInt(x.received)} | ${fmtInt(x.missing)} | ${fmtInt(x.doubled)} |

| Latency | receipts | p50 | p95 | p99 | max |
|---|---:|---:|---:|---:|---:|
${row("201 → receipt, every stream", x.after201)}
${row("201 → receipt, stream on the sending instance", x.sameInstance)}
${row("201 → receipt, stream on another instance", x.otherInstance)}
${row("send's start → receipt", x.afterStart)}
${row("send's start → 201", x.sendAnswered)}

Instances: RSS ${r.instanceRssMb.map(fmtInt).join(" / ")} MB (idle ${r.instanceRssIdleMb.map(fmtInt).join(" / ")} MB), CPU ${r.cpuCores
    .slice(0, 3)
    .map((value) => fmt(value, 2))
    .join(" / ")} cores; generators: RSS ${r.generatorRssMb.map(fmtInt).join(" / ")} MB, CPU ${r.cpuCores
    .slice(3)
    .map((value) => fmt(value, 2))
    .join(" / ")} cores.
`;
}
