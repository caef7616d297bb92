import { createDatabase, databaseExists, databaseUrl, dropDatabase, seedClient } from "../lib/pg";
import { startOurServer } from "../lib/our-server";
import { log } from "../lib/stats";
import { seedB1 } from "../b1/seed";
import { disagreementsWithNext, measureBundles, type RouteSize } from "./bundle-budget";
import { runLighthouse, type LighthouseRun } from "./lighthouse";

export const B3_DATABASE = "unveil_bench_web";

export interface B3Options {
  webDir: string;
  benchDir: string;
  runs: number;
  reuse: boolean;
  keep: boolean;
}

export interface B3Result {
  bundles: RouteSize[];
  /** Routes whose raw first-load total differs from Next's own diagnostics (null: no diagnostics file). */
  nextDisagrees: string[] | null;
  /** The landing page's `<script src>` list, checked against the manifest method. */
  htmlScriptsCovered: { page: string; scripts: number; missing: string[] }[];
  lighthouse: { page: string; url: string; runs: LighthouseRun[] }[];
}

/** Script files a rendered page asks for, relative to `.next/` like the manifest lists. */
async function htmlScripts(url: string, cookie: string | null): Promise<string[]> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return [...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"]+\.js)"[^>]*>/g)]
    .filter((match) => !match[0].includes("noModule") && !match[0].includes("nomodule"))
    .map((match) => match[1] ?? "");
}

/**
 * B3: first-load JS per route (deterministic, from the build's manifests) and
 * Lighthouse mobile performance of the landing page, of `/` signed in (the matches
 * screen of a seeded dater with matches) and of that dater's busiest chat screen, on
 * the production server.
 */
export async function runB3(options: B3Options): Promise<B3Result> {
  const bundles = measureBundles(options.webDir);
  const url = databaseUrl(B3_DATABASE);
  if (!(options.reuse && (await databaseExists(B3_DATABASE)))) {
    await createDatabase(B3_DATABASE);
    await seedB1(url, { daters: 300, matches: 600, messages: 3000 });
  }
  const sql = seedClient(url);
  const [dater] = await sql<{ sessionId: string; userId: string }[]>`
    select s.id as "sessionId", s.user_id as "userId" from sessions s
    join matches m on s.user_id in (m.user1_id, m.user2_id) and m.blocked_at is null
    group by s.id order by count(*) desc, s.id limit 1`;
  if (!dater) throw new Error("B3: no dater with matches");
  // The dater's chat with the most messages: the chat screen as a dater sees it mid-conversation.
  const [chat] = await sql<{ matchId: string }[]>`
    select m.id as "matchId" from matches m join messages x on x.match_id = m.id
    where ${dater.userId} in (m.user1_id, m.user2_id) and m.blocked_at is null
    group by m.id order by count(*) desc, m.id limit 1`;
  await sql.end({ timeout: 5 });
  if (!chat) throw new Error("B3: the dater has no chat with messages");
  const cookie = `unveil_session=${dater.sessionId}`;
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
  };
  try {
    const pages: { page: string; cookie: string | null; route: string; path: string }[] = [
      { page: "landing page (`/` signed out)", cookie: null, route: "/", path: "/" },
      // Signed in, `/` is served by the route `/matches` (the proxy rewrites it).
      { page: "`/` signed in (matches)", cookie, route: "/matches", path: "/" },
      { page: "chat screen (`/chat/{id}`, with messages)", cookie, route: "/chat/[id]", path: `/chat/${chat.matchId}` },
    ];
    for (const page of pages) {
      const scripts = await htmlScripts(`${server.url}${page.path}`, page.cookie);
      const listed = new Set(bundles.find((b) => b.route === page.route)?.files.map((f) => f.file) ?? []);
      result.htmlScriptsCovered.push({
        page: page.page,
        scripts: scripts.length,
        missing: scripts.filter((s) => !listed.has(s)),
      });
    }
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const lh = await runLighthouse(`${server.url}${page.path}`, page.cookie);
        log(
          `B3 Lighthouse ${page.page} run ${run}: score ${lh.score}, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)}`,
        );
        runs.push(lh);
      }
      result.lighthouse.push({ page: page.page, url: `${server.url}${page.path}`, runs });
    }
  } finally {
    await server.stop();
  }
  if (!options.keep) await dropDatabase(B3_DATABASE);
  return result;
}
