import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from "../lib/pg";
import { ourServerCommand, startOurServer } from "../lib/our-server";
import { cpuSeconds, rssMb, startServer, type Started } from "../lib/process";
import { log, seededRandom, sleep } from "../lib/stats";
import {
  chatPoll,
  DATER_RATES,
  daterMix,
  MIX_PARTS,
  mixPart,
  REQUESTS_PER_DATER_PER_SECOND,
  runLoad,
  unreadCount,
  type LoadResult,
  type Scenario,
} from "./load";
import { B1_SIZES, loadB1Targets, seedB1 } from "./seed";

export const B1_DATABASE = "unveil_bench_api";
export const ONLINE_DATERS = 5_000;

export interface B1Options {
  benchDir: string;
  webDir: string;
  runs: number;
  durationSeconds: number;
  reuse: boolean;
  keep: boolean;
  cpuProfile: boolean;
  only?: string[];
  /** Our server's port; the ceiling's is the next one (default 3900, 3901). */
  port?: number;
}

export interface B1Result {
  sizes: typeof B1_SIZES;
  runs: Record<string, LoadResult[]>;
  commands: string[];
  profileDir?: string;
}

export async function runB1(options: B1Options): Promise<B1Result> {
  const url = databaseUrl(B1_DATABASE);
  if (options.reuse && (await databaseExists(B1_DATABASE))) {
    log(`B1: reusing database ${B1_DATABASE}`);
  } else {
    log(`B1: seeding ${B1_DATABASE} (${B1_SIZES.daters} daters, ${B1_SIZES.matches} matches, ${B1_SIZES.messages} messages)`);
    await createDatabase(B1_DATABASE);
    await seedB1(url);
  }
  const targets = await loadB1Targets(url);
  log(`B1: ${targets.chats.length} (dater, chat) pairs, ${targets.daters.length} daters with chats`);

  const profileDir = path.join(options.benchDir, "profiles");
  if (options.cpuProfile) mkdirSync(profileDir, { recursive: true });
  const ourPort = options.port ?? 3900;
  const ceilingPort = ourPort + 1;
  const ourOptions = {
    webDir: options.webDir,
    benchDir: options.benchDir,
    databaseUrl: url,
    port: ourPort,
    ...(options.cpuProfile ? { cpuProfileDir: profileDir } : {}),
  };
  const commands = [
    ourServerCommand(ourOptions),
    `cd bench && DATABASE_URL=${url} PORT=${ceilingPort} nice -n 10 node --import tsx src/b1/ceiling-server.ts`,
  ];
  const runs: Record<string, LoadResult[]> = {};
  const d = options.durationSeconds;
  const scenarios: { key: string; on: "ours" | "ceiling"; scenario: () => Scenario }[] = [
    { key: "a-ours", on: "ours" as const, scenario: () => ({ connections: 200, durationSeconds: d, next: chatPoll(targets) }) },
    {
      key: "a-ceiling",
      on: "ceiling" as const,
      scenario: () => ({ connections: 200, durationSeconds: d, next: chatPoll(targets) }),
    },
    {
      key: "b-ours",
      on: "ours" as const,
      scenario: () => ({ connections: 200, durationSeconds: d, next: unreadCount(targets) }),
    },
    {
      key: "c-ours",
      on: "ours" as const,
      scenario: () => ({
        connections: 250,
        durationSeconds: d,
        overallRate: Math.round(ONLINE_DATERS * REQUESTS_PER_DATER_PER_SECOND),
        next: daterMix(targets, ONLINE_DATERS, seededRandom(7)),
      }),
    },
    // The mix's four kinds one at a time, each at its rate in the mix (`--b1-scenarios m`): CPU per request by endpoint.
    ...MIX_PARTS.map((part) => ({
      key: `m-${part}`,
      on: "ours" as const,
      scenario: () => ({
        connections: 250,
        durationSeconds: d,
        overallRate: Math.round(ONLINE_DATERS * DATER_RATES[part]),
        next: mixPart(targets, ONLINE_DATERS, seededRandom(11), part),
      }),
    })),
  ].filter((entry) => !options.only || options.only.some((key) => entry.key.startsWith(key)));

  // Fresh server processes for every run: postgres.js's internal queues grow with a
  // process's lifetime under load (see notes.md), which would handicap whichever
  // server has served more requests.
  for (let run = 1; run <= options.runs; run++) {
    let ours: Started | undefined;
    let ceiling: Started | undefined;
    try {
      ours = await startOurServer(ourOptions);
      ceiling = await startServer({
        name: "ceiling server",
        command: "node",
        args: [
          ...(options.cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profileDir, "ceiling")}`] : []),
          "--import",
          "tsx",
          "src/b1/ceiling-server.ts",
        ],
        cwd: options.benchDir,
        env: { DATABASE_URL: url, PORT: String(ceilingPort) },
        port: ceilingPort,
        readyPath: "/",
      });
      const servers = { ours, ceiling };
      // Warm-up: JIT, the pools and the prepared statements of both servers.
      for (const server of [ours, ceiling]) {
        await runLoad(server.url, { connections: 50, durationSeconds: 5, next: chatPoll(targets) }, "warm-up", () => Number.NaN);
      }
      for (const entry of scenarios) {
        await sleep(1_000);
        const server = servers[entry.on];
        const result = await runLoad(
          server.url,
          entry.scenario(),
          entry.key,
          () => rssMb(server.child.pid),
          () => cpuSeconds(server.child.pid),
        );
        (runs[entry.key] ??= []).push(result);
        log(
          `B1 run ${run} ${entry.key}: ${Math.round(result.reqPerSec)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
            `server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/req, non-2xx ${result.non2xx}, errors ${result.errors}, RSS ≤ ${Math.round(result.maxRssMb)} MB ${JSON.stringify(result.statusCodes)}`,
        );
      }
    } finally {
      await ours?.stop();
      await ceiling?.stop();
      const output = ours?.output() ?? "";
      if (/error|fail/i.test(output)) log(`our server reported:\n${output.split("\n").slice(-20).join("\n")}`);
    }
  }
  if (options.cpuProfile) log(`B1: CPU profiles in ${profileDir}: ${readdirSync(profileDir).join(", ")}`);
  if (!options.keep) await dropDatabase(B1_DATABASE);
  return { sizes: B1_SIZES, runs, commands, ...(options.cpuProfile ? { profileDir } : {}) };
}
