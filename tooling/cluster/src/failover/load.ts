import type { Dater } from "./seed";

export type RequestKind = "poll" | "unread" | "live-users" | "send";

/**
 * The dater mix of bench B1 (spec §9: messages polled, the unread badge, the live-user
 * count, messages sent), with sends weighted up so the run has many writes to account
 * for. Cumulative shares.
 */
const MIX: [RequestKind, number][] = [
  ["poll", 0.45],
  ["unread", 0.7],
  ["live-users", 0.75],
  ["send", 1],
];

export interface LoadTally {
  requests: number;
  failed: number;
  byKind: Record<RequestKind, { ok: number; failed: number }>;
  /** Ids of the messages whose send was answered 2xx. */
  acknowledged: string[];
  /** The first few failures, for the log. */
  samples: string[];
  /** Answers per instance (HAProxy's x-unveil-instance). */
  byInstance: Record<string, number>;
}

function pick(): RequestKind {
  const draw = Math.random();
  return MIX.find(([, upTo]) => draw < upTo)?.[0] ?? "send";
}

async function once(baseUrl: string, dater: Dater, kind: RequestKind, seq: number, tally: LoadTally): Promise<void> {
  const chat = dater.chats[seq % dater.chats.length];
  if (!chat) return;
  const headers: Record<string, string> = { cookie: dater.cookie };
  let path = "/api/notifications/unread-count";
  let init: RequestInit = {};
  if (kind === "poll") path = `/api/messages/${chat.matchId}`;
  if (kind === "live-users") path = "/api/stats/active-users";
  if (kind === "send") {
    path = "/api/messages";
    headers["content-type"] = "application/json";
    // `confirmed`: the dater's "Send anyway" should the screening find a text hurtful.
    const content = `Failover message ${seq}: still here?`;
    init = { method: "POST", body: JSON.stringify({ matchId: chat.matchId, content, confirmed: true }) };
  }
  tally.requests += 1;
  try {
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    const instance = response.headers.get("x-unveil-instance") ?? "?";
    tally.byInstance[instance] = (tally.byInstance[instance] ?? 0) + 1;
    if (response.status >= 200 && response.status < 300) {
      tally.byKind[kind].ok += 1;
      if (kind === "send") tally.acknowledged.push((JSON.parse(body) as { id: string }).id);
      return;
    }
    throw new Error(`${response.status} ${body.slice(0, 120)}`);
  } catch (error) {
    tally.failed += 1;
    tally.byKind[kind].failed += 1;
    if (tally.samples.length < 10) tally.samples.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `workers` loops, each sending one request at a time (a short pause between), until `stop()` holds. */
export async function runDaterMix(
  baseUrl: string,
  daters: readonly Dater[],
  options: { workers: number; pauseMs: number; stop: () => boolean },
): Promise<LoadTally> {
  const tally: LoadTally = {
    requests: 0,
    failed: 0,
    byKind: {
      poll: { ok: 0, failed: 0 },
      unread: { ok: 0, failed: 0 },
      "live-users": { ok: 0, failed: 0 },
      send: { ok: 0, failed: 0 },
    },
    acknowledged: [],
    samples: [],
    byInstance: {},
  };
  let seq = 0;
  const worker = async () => {
    while (!options.stop()) {
      const dater = daters[Math.floor(Math.random() * daters.length)];
      if (dater) await once(baseUrl, dater, pick(), seq++, tally);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return tally;
}
