import { met } from "../lib/met";
import { fmt, fmtInt } from "../lib/stats";
import { rssPerStreamKb, type B4Result } from ".";

const ms = (value: number) => `${fmtInt(value)} ms`;

/** RESULTS.md's B4 section: live events on two app instances sharing one PostgreSQL. */
export function renderB4(b4: B4Result): string {
  const { a, b, c } = b4;
  const largest = b.steps.at(-1);
  const stepRows = b.steps.map(
    (step) =>
      `| ${fmtInt(step.open)} | ${fmt(step.openSeconds)} s (${step.openFailed} failed) | ${fmt(step.sendsPerSecond)} | ${step.delivery.delivered} / ${step.delivery.answered201} (${fmtInt(step.delivery.duplicates)} twice) | ${ms(step.delivery.p50)} | ${ms(step.delivery.p95)} | ${ms(step.delivery.max)} | ${ms(step.delivery.after201P95)} | ${fmtInt(step.heartbeats)} | ${step.endedByServer} | ${fmtInt(step.rssMb)} MB | ${fmt(rssPerStreamKb(step.rssMb, b4.instanceRssIdleMb, step.open))} kB | ${fmt(step.cpuCores, 2)} |`,
  );
  const streamReqPerSec =
    c.stream.live.reqPerSec + c.stream.sends.answered201 / Math.max(1, c.stream.live.total / c.stream.live.reqPerSec);
  // Daters actually served (achieved req/s ÷ each mode's requests per dater per second), per core the instance used.
  const pollDatersPerCore = c.poll.reqPerSec / 0.6 / c.poll.cpuCores;
  const streamDatersPerCore = ((streamReqPerSec / c.stream.offeredPerSecond) * c.daters) / c.stream.cpuCores;
  const gap = (value: number, target: number, unit: string) =>
    value < target ? `${fmtInt(target - value)} ${unit} under` : `${fmtInt(value - target)} ${unit} over`;
  return `## B4. Live events on two app instances (PostgreSQL LISTEN/NOTIFY)

Two app instances (\`packages/api/src/test/api-server-process.ts\`: the same config
reading, front door, API handler and event hub as \`apps/web/server.ts\`, without
Next; each its own process, pool and LISTEN connection) on one PostgreSQL database
seeded like B1 (\`seedB1\`: ${fmtInt(b4.sizes.daters)} daters, ${fmtInt(b4.sizes.matches)} matches, ${fmtInt(b4.sizes.messages)} messages, one session each).
Streams are held by the bench's own SSE load generator (\`bench/src/b4/sse-clients.ts\`,
one socket per stream, 127.0.0.1); sends are \`POST /api/messages\` paced open-loop
(\`src/b4/sender.ts\`), each with unique content, matched to its first arrival on a
stream of the other side. "send → event" runs from the send's start; "201 → event"
from its answer (negative when the event came first): the issue's delivery latency,
from a send answered 201 to the event, is the latter; the former adds the sending
instance's own answer time. One run of each figure (not the median of several); the
machine's load average is in the Machine table above. File descriptor
limit (\`ulimit -n\`): ${b4.fdLimit}. Instance RSS idle: ${fmtInt(b4.instanceRssIdleMb)} MB.

**(a) Delivery between instances.** ${a.recipients} recipients hold streams on instance 2;
${fmtInt(a.answered201)} sends answered 201 on instance 1 (at most ${a.ratePerSecond}/s, 10 in flight).

| Messages answered 201 | delivered | twice | send → event p50 | p95 | p99 | max | 201 → event p50 / p95 | send answered p50 / p99 |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| ${fmtInt(a.answered201)} | ${fmtInt(a.delivered)} | ${fmtInt(a.duplicates)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${ms(a.max)} | ${ms(a.after201P50)} / ${ms(a.after201P95)} | ${ms(a.sendP50)} / ${ms(a.sendP99)} |

**(b) Streams one instance holds.** Instance 2 holds the streams (heartbeat every 20 s);
every dater holding one sends one message per 30 s to a match whose other side also
holds one, through instance 1; ${STEP_NOTE} Stopped: ${b.stoppedBecause}.

| Streams | opened in | sends/s offered | delivered / 201 | send → event p50 | p95 | max | 201 → event p95 | heartbeats in window | ended by server | instance RSS | RSS per stream over idle | instance CPU (cores) |
|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${stepRows.join("\n")}

**(c) B1's dater mix, ${fmtInt(c.daters)} online daters, one instance, polling against streams (same run).**
Polling: spec §9 (messages every 3 s, unread every 5 s, live users every 30 s, a send
every 30 s), autocannon, 250 connections. Streams: each dater holds one stream
(chat and badge arrive on it), so only live users (every 30 s) and sends (every 30 s)
are requests. "Daters per core" = the daters actually served (achieved req/s ÷ the
mode's requests per dater per second: 0.6 polling, 2/30 with streams) ÷ the instance's
CPU (cores) during the window; the instance only (PostgreSQL's work also drops with the
polls, not counted), and with streams the fan-out still queued at the end is not in it.

| Mode | requests offered/s | achieved req/s | p50 / p99 ms | errors | delivery p95 | instance CPU (cores) | daters per core | max RSS |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
| polling | ${fmtInt(c.daters * 0.6)} | ${fmtInt(c.poll.reqPerSec)} | ${fmtInt(c.poll.p50)} / ${fmtInt(c.poll.p99)} | ${c.poll.errors + c.poll.non2xx} | ≤ 3,000 ms (the poll) | ${fmt(c.poll.cpuCores, 2)} | ${fmtInt(pollDatersPerCore)} | ${fmtInt(c.poll.maxRssMb)} MB |
| streams (${fmtInt(c.stream.open)} open) | ${fmtInt(c.stream.offeredPerSecond)} | ${fmtInt(streamReqPerSec)} | live ${fmtInt(c.stream.live.p50)} / ${fmtInt(c.stream.live.p99)}; send ${fmtInt(c.stream.sends.sendP50)} / ${fmtInt(c.stream.sends.sendP99)} | ${c.stream.live.errors + c.stream.live.non2xx + c.stream.sends.failed} | ${ms(c.stream.sends.p95)} (${c.stream.sends.delivered}/${c.stream.sends.answered201}) | ${fmt(c.stream.cpuCores, 2)} | ${fmtInt(streamDatersPerCore)} | ${fmtInt(c.stream.maxRssMb)} MB |

Streams ÷ polling, daters per core of the instance: **${fmt(streamDatersPerCore / pollDatersPerCore, 1)}×**.

| Target | Measured | Result |
|---|---|---|
| (a) p95 delivery between instances < 100 ms (≥ 1,000 messages), from the 201 | ${ms(a.after201P95)} from the 201 (median ${ms(a.after201P50)}) over ${fmtInt(a.delivered)} delivered of ${fmtInt(a.answered201)}; ${gap(a.after201P95, 100, "ms")}. From the send's start: p95 ${ms(a.p95)}, median ${ms(a.p50)} | ${met(a.after201P95 < 100 && a.delivered >= 1_000 && a.delivered === a.answered201)} |
| (b) ≥ 10,000 streams on one instance | ${fmtInt(largest?.open ?? 0)} | ${met((largest?.open ?? 0) >= 10_000)} |
| (b) p95 delivery < 250 ms at that count, from the 201 | ${largest ? `${ms(largest.delivery.after201P95)} from the 201; ${gap(largest.delivery.after201P95, 250, "ms")}. From the send's start: p95 ${ms(largest.delivery.p95)} (the sending instance's answer time at ${fmtInt(largest.sendsPerSecond)} sends/s, ${largest.skipped} sends skipped at 200 in flight)` : "n/a"} | ${met((largest?.delivery.after201P95 ?? Infinity) < 250 && largest?.delivery.delivered === largest?.delivery.answered201)} |
| (b) instance RSS < 1 GB | ${largest ? `${fmtInt(largest.rssMb)} MB (${fmt(rssPerStreamKb(largest.rssMb, b4.instanceRssIdleMb, largest.open))} kB per stream over the idle ${fmtInt(b4.instanceRssIdleMb)} MB)` : "n/a"} | ${met((largest?.rssMb ?? Infinity) < 1024)} |
| (c) what one instance holds, streams next to polling | ${fmt(streamDatersPerCore / pollDatersPerCore, 1)}× the daters per core of the instance (${fmtInt(streamDatersPerCore)} against ${fmtInt(pollDatersPerCore)}); only as good as the run's conditions (notes.md) | reported |

Commands (instances):

\`\`\`
${b4.commands.join("\n")}
\`\`\`
`;
}

const STEP_NOTE = "each step adds streams, waits 3 s, then measures 30 s of steady load (≥ one heartbeat interval).";
