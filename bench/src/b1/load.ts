import autocannon from "autocannon";
import type { B1Targets } from "./seed";

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  maxRssMb: number;
  /** Server CPU time (user + system) per completed request, in ms. */
  cpuMsPerRequest: number;
}

type Req = autocannon.Request;

export interface Scenario {
  connections: number;
  durationSeconds: number;
  /** Open-loop rate across all connections (autocannon's overallRate); unset = as fast as possible. */
  overallRate?: number;
  next: (req: Req) => Req;
}

export async function runLoad(
  url: string,
  scenario: Scenario,
  label: string,
  sampleRss: () => number,
  sampleCpu: () => number = () => Number.NaN,
): Promise<LoadResult> {
  let maxRss = sampleRss();
  const cpuBefore = sampleCpu();
  const sampler = setInterval(() => {
    const rss = sampleRss();
    if (rss > maxRss) maxRss = rss;
  }, 500);
  try {
    const result = await autocannon({
      url,
      connections: scenario.connections,
      duration: scenario.durationSeconds,
      ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
      timeout: 10,
      requests: [{ method: "GET", setupRequest: (req: Req) => scenario.next(req) }],
    });
    const statusCodes: Record<string, number> = {};
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
    return {
      label,
      reqPerSec: result.requests.total / result.duration,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes,
      maxRssMb: Math.max(maxRss, sampleRss()),
      cpuMsPerRequest: ((sampleCpu() - cpuBefore) * 1000) / result.requests.total,
    };
  } finally {
    clearInterval(sampler);
  }
}

const withCookie = (req: Req, cookie: string, extra: Record<string, string> = {}): Req => ({
  ...req,
  headers: { ...req.headers, cookie, ...extra },
});

/** (a) the chat poll, rotating through every (dater, match) pair in a shuffled order. */
export function chatPoll(targets: B1Targets): Scenario["next"] {
  let i = 0;
  const { chats } = targets;
  return (req) => {
    const chat = chats[i++ % chats.length];
    if (!chat) throw new Error("no chat targets");
    return withCookie({ ...req, method: "GET", path: `/api/messages/${chat.matchId}?after=${chat.newestId}` }, chat.cookie);
  };
}

/** (b) the unread badge, rotating through every dater's session. */
export function unreadCount(targets: B1Targets): Scenario["next"] {
  let i = 0;
  const { daters } = targets;
  return (req) => {
    const dater = daters[i++ % daters.length];
    if (!dater) throw new Error("no dater targets");
    return withCookie({ ...req, method: "GET", path: "/api/notifications/unread-count" }, dater.cookie);
  };
}

/**
 * Spec §9, per online dater: messages every 3 s, unread count every 5 s, live users
 * every 30 s, and one message sent per 30 s. Requests draw a type by those rates and a
 * random online dater (and one of their chats), which is the same aggregate mix.
 */
export const DATER_RATES = { poll: 1 / 3, unread: 1 / 5, live: 1 / 30, send: 1 / 30 } as const;
export const REQUESTS_PER_DATER_PER_SECOND = DATER_RATES.poll + DATER_RATES.unread + DATER_RATES.live + DATER_RATES.send;

export type MixPart = keyof typeof DATER_RATES;
export const MIX_PARTS = Object.keys(DATER_RATES) as MixPart[];

/** The online daters of the mix: the first `onlineDaters` with chats. */
function onlineOf(targets: B1Targets, onlineDaters: number) {
  const online = targets.daters.slice(0, onlineDaters);
  if (online.length < onlineDaters) throw new Error(`only ${online.length} daters with chats, ${onlineDaters} wanted`);
  return online;
}

/**
 * One request for a random online dater (and one of their chats), of the kind `partOf` draws
 * (after the dater and the chat: the mix's random sequence is the one it always had).
 */
function mixRequest(online: B1Targets["daters"], random: () => number): (req: Req, partOf: () => MixPart) => Req {
  let sent = 0;
  return (req, partOf) => {
    const dater = online[Math.floor(random() * online.length)];
    const chat = dater?.chats[Math.floor(random() * dater.chats.length)];
    if (!dater || !chat) throw new Error("no dater");
    const part = partOf();
    if (part === "poll") {
      return withCookie({ ...req, method: "GET", path: `/api/messages/${chat.matchId}?after=${chat.newestId}` }, dater.cookie);
    }
    if (part === "unread") return withCookie({ ...req, method: "GET", path: "/api/notifications/unread-count" }, dater.cookie);
    if (part === "live") return withCookie({ ...req, method: "GET", path: "/api/stats/active-users" }, dater.cookie);
    sent += 1;
    return withCookie(
      {
        ...req,
        method: "POST",
        path: "/api/messages",
        body: JSON.stringify({ matchId: chat.matchId, content: `Bench message ${sent}: how was your day?` }),
      },
      dater.cookie,
      { "content-type": "application/json" },
    );
  };
}

export function daterMix(targets: B1Targets, onlineDaters: number, random: () => number): Scenario["next"] {
  const request = mixRequest(onlineOf(targets, onlineDaters), random);
  const total = REQUESTS_PER_DATER_PER_SECOND;
  const cut1 = DATER_RATES.poll / total;
  const cut2 = cut1 + DATER_RATES.unread / total;
  const cut3 = cut2 + DATER_RATES.live / total;
  return (req) =>
    request(req, () => {
      const pick = random();
      return pick < cut1 ? "poll" : pick < cut2 ? "unread" : pick < cut3 ? "live" : "send";
    });
}

/** One kind of the mix's requests alone (its own share of the mix's rate is the caller's to set): its cost per request. */
export function mixPart(targets: B1Targets, onlineDaters: number, random: () => number, part: MixPart): Scenario["next"] {
  const request = mixRequest(onlineOf(targets, onlineDaters), random);
  return (req) => request(req, () => part);
}
