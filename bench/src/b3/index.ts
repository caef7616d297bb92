import { loadavg } from "node:os";
import path from "node:path";
import { createDatabase, databaseExists, databaseUrl, dropDatabase, seedClient } from "../lib/pg";
import { startOurServer } from "../lib/our-server";
import { log } from "../lib/stats";
import { seedB1 } from "../b1/seed";
import { disagreementsWithNext, measureBundles, type RouteSize } from "./bundle-budget";
import { runLighthouse, type LighthouseRun } from "./lighthouse";
import { CHAT_MESSAGES, seedScene } from "./scene";

export const B3_DATABASE = "unveil_bench_web";

export interface B3Options {
  webDir: string;
  benchDir: string;
  runs: number;
  reuse: boolean;
  keep: boolean;
  /** Only these pages (ids of PAGE_IDS), the floor always included. */
  pages?: string[];
}

export interface LighthousePage {
  /** Stable id: `floor`, `landing`, `matches`, `chats`, `chat`, `settings`. */
  id: string;
  page: string;
  url: string;
  runs: LighthouseRun[];
}

export interface B3Result {
  bundles: RouteSize[];
  /** Routes whose raw first-load total differs from Next's own diagnostics (null: no diagnostics file). */
  nextDisagrees: string[] | null;
  /** The landing page's `<script src>` list, checked against the manifest method. */
  htmlScriptsCovered: { page: string; scripts: number; missing: string[] }[];
  /** Every page measured in the same interleaved rounds; `floor` is `/offline`. */
  lighthouse: LighthousePage[];
  /** `uptime`'s load averages before and after the Lighthouse rounds. */
  load?: { before: string; after: string };
  /** What the signed-in scene held. */
  scene?: { mystery: number; revealed: number; chatMessages: number };
}

/** Script files a rendered page asks for, relative to `.next/` like the manifest lists. */
async function htmlScripts(url: string, cookie: string | null): Promise<string[]> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return [...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"]+\.js)"[^>]*>/g)]
    .filter((match) => !match[0].includes("noModule") && !match[0].includes("nomodule"))
    .map((match) => match[1] ?? "");
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): such a run is repeated, twice at most. */
async function lighthouseWithRetry(url: string, cookie: string | null): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`B3 ${url}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/**
 * B3: first-load JS per route (deterministic, from the build's manifests) and
 * Lighthouse mobile performance of the landing page and the signed-in screens
 * (the matches with Mystery and revealed cards, `/chats`, a chat of 50 messages with
 * images, `/settings`), each beside the floor (`/offline`: the framework and the root
 * layout with nothing of ours, the same headers), in interleaved rounds on the
 * production server: every round runs every page once, so a busy minute on the shared
 * machine hits all pages alike.
 */
export async function runB3(options: B3Options): Promise<B3Result> {
  const bundles = measureBundles(options.webDir);
  const url = databaseUrl(B3_DATABASE);
  if (!(options.reuse && (await databaseExists(B3_DATABASE)))) {
    await createDatabase(B3_DATABASE);
    await seedB1(url, { daters: 300, matches: 600, messages: 3000 });
  }
  const dataDir = path.join(options.benchDir, ".data");
  const sql = seedClient(url);
  const scene = await seedScene(sql, dataDir).finally(() => sql.end({ timeout: 5 }));
  log(
    `B3 scene: ${scene.mystery} mystery + ${scene.revealed} revealed matches, chat ${scene.chatId} with ${CHAT_MESSAGES} messages`,
  );
  const cookie = `unveil_session=${scene.sessionId}`;
  const server = await startOurServer({
    webDir: options.webDir,
    benchDir: options.benchDir,
    databaseUrl: url,
    port: Number(process.env.BENCH_WEB_PORT ?? 3902),
  });
  const result: B3Result = {
    bundles,
    nextDisagrees: disagreementsWithNext(options.webDir, bundles),
    htmlScriptsCovered: [],
    lighthouse: [],
    scene: { mystery: scene.mystery, revealed: scene.revealed, chatMessages: CHAT_MESSAGES },
  };
  try {
    const every: { id: string; page: string; cookie: string | null; route: string; path: string }[] = [
      { id: "floor", page: "floor (`/offline`)", cookie: null, route: "/offline", path: "/offline" },
      { id: "landing", page: "landing page (`/` signed out)", cookie: null, route: "/", path: "/" },
      // Signed in, `/` is served by the route `/matches` (the proxy rewrites it).
      { id: "matches", page: "`/` signed in (matches)", cookie, route: "/matches", path: "/" },
      { id: "chats", page: "`/chats`", cookie, route: "/chats", path: "/chats" },
      {
        id: "chat",
        page: `chat (\`/chat/{id}\`, ${CHAT_MESSAGES} messages, images)`,
        cookie,
        route: "/chat/[id]",
        path: `/chat/${scene.chatId}`,
      },
      { id: "settings", page: "`/settings`", cookie, route: "/settings", path: "/settings" },
    ];
    const pages = every.filter((page) => page.id === "floor" || !options.pages || options.pages.includes(page.id));
    for (const page of pages) {
      const scripts = await htmlScripts(`${server.url}${page.path}`, page.cookie);
      const listed = new Set(bundles.find((b) => b.route === page.route)?.files.map((f) => f.file) ?? []);
      result.htmlScriptsCovered.push({
        page: page.page,
        scripts: scripts.length,
        missing: scripts.filter((s) => !listed.has(s)),
      });
      result.lighthouse.push({ id: page.id, page: page.page, url: `${server.url}${page.path}`, runs: [] });
    }
    const before = loadAverage();
    for (let round = 1; round <= options.runs; round++) {
      for (const [index, page] of pages.entries()) {
        const lh = await lighthouseWithRetry(`${server.url}${page.path}`, page.cookie);
        const top = lh.longTasks?.[0];
        log(
          `B3 round ${round} ${page.id}: score ${lh.score}, TBT ${Math.round(lh.tbtMs)} ms, LCP ${Math.round(lh.lcpMs)} ms, CLS ${lh.cls.toFixed(3)}, longest task ${top ? `${top.durationMs} ms ${top.script}` : "none"} (load ${loadavg()[0]?.toFixed(2)})`,
        );
        result.lighthouse[index]!.runs.push(lh);
      }
    }
    result.load = { before, after: loadAverage() };
  } finally {
    await server.stop();
  }
  if (!options.keep) await dropDatabase(B3_DATABASE);
  return result;
}
