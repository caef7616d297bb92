import { fmt, fmtInt } from "../lib/stats";
import type { B7Result } from ".";
import { BACKGROUND } from "./background";

const met = (ok: boolean) => (ok ? "**met**" : "**not met**");

/** RESULTS.md's B7 section: sends per second with live events off and on, side by side. */
export function renderB7(b7: B7Result): string {
  const ceiling = b7.modes.find((mode) => mode.id === "ceiling")?.sendsPerSecond ?? 0;
  const ratio = (value: number) => (ceiling > 0 ? value / ceiling : 0);
  const rows = b7.modes.map(
    (mode) =>
      `| ${mode.label} | ${fmtInt(mode.sendsPerSecond)} | ${fmt(ratio(mode.sendsPerSecond), 2)} | ${fmtInt(mode.p50Ms)} / ${fmtInt(mode.p99Ms)} ms | ${mode.failed} | ${mode.streams} | ${fmtInt(mode.delivered)} | ${fmt(mode.cpuCores, 2)} | ${(b7.perRound[mode.id] ?? []).join(" / ")} |`,
  );
  const goal = (id: string) => {
    const mode = b7.modes.find((candidate) => candidate.id === id);
    return mode ? `${fmt(ratio(mode.sendsPerSecond), 2)} (${met(ratio(mode.sendsPerSecond) >= 0.9)})` : "n/a";
  };
  // A live mode well above its ceiling can only be the machine changing between modes.
  const drift = b7.modes.some((mode) => mode.id !== "ceiling" && ratio(mode.sendsPerSecond) > 1.1);
  const caveat = drift
    ? `\n**A mode with live events on ran more than 10 % faster than the ceiling: the machine's load changed between modes, so these ratios cannot judge the goal${b7.rounds < 3 ? `; ${b7.rounds} round${b7.rounds === 1 ? "" : "s"} cannot average it out` : ""}.**\n`
    : "";
  const cpuRounds = (id: string) => b7.perRoundCpuMsPerSend?.[id] ?? [];
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const cpuLines = b7.modes
    .filter((mode) => cpuRounds(mode.id).length > 0)
    .map((mode) => `- ${mode.id}: median ${fmt(medianOf(cpuRounds(mode.id)), 2)} ms (${cpuRounds(mode.id).join(" / ")})`);
  const cpu =
    cpuLines.length > 0
      ? `\nInstance CPU per send (ms; what a send costs the instance, which a busy machine moves far less than the sends per second), every round:\n\n${cpuLines.join("\n")}\n`
      : "";
  const bestOf = (id: string) => Math.max(0, ...(b7.perRound[id] ?? []));
  const best = (id: string) => fmt(bestOf("ceiling") > 0 ? bestOf(id) / bestOf("ceiling") : 0, 2);
  return `## B7. Message sends with live events on and off (issue 32)

One run, ${b7.date.slice(0, 16).replace("T", " ")} UTC, side by side on one PostgreSQL database that also holds other daters' chats (${fmtInt(BACKGROUND.users)} daters, ${fmtInt(BACKGROUND.users * BACKGROUND.matchesPerUser)} matches, ${fmtInt(BACKGROUND.users * BACKGROUND.matchesPerUser * BACKGROUND.messagesPerMatch)} messages; \`bench/src/b7/background.ts\`): ${b7.senders} concurrent
senders (each its own dater, chat and keep-alive socket; closed loop, \`bench/src/b7/send-loop.ts\`)
sending \`POST /api/messages\` for ${b7.durationSeconds} s after a 3 s warm-up, against one app instance
(\`packages/api/src/test/api-server-process.ts\`, a fresh process per mode). With live events on,
both sides of every chat hold a stream (\`GET /api/events\`), so every send is also delivered.
"Before" is today's triggers, with the messages' insert trigger put back (decision 0056), their
outbox insert swapped for the pg_notify of migration 0004: its hub takes the notices from the
NOTIFY payloads, as it did then (its catch-up reads find the same messages; each is delivered once).

Each mode ran once per round, the modes in turn (every other round backwards), ${b7.rounds} round${b7.rounds === 1 ? "" : "s"}; the table shows each mode's median round
(every round's sends/s in the last column).

| mode | sends/s | of the ceiling | p50 / p99 | failed | streams | delivered | instance CPU (cores) | every round |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Goal ≥ 0.9 of the ceiling (median rounds): after-commit NOTIFY ${goal("after-commit-notify")}, Redis ${goal("redis")}.
Best round against the best ceiling round: ${best("after-commit-notify")} (after-commit NOTIFY), ${best("redis")} (Redis), ${best("trigger-notify")} (before).
${cpu}${caveat}Command: \`flock /tmp/unveil-heavy.lock pnpm bench --only b7\`.
`;
}
