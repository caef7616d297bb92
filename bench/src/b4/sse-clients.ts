import { request, type ClientRequest } from "node:http";

/** What one `message` event carried, when it arrived (performance.now()) and on whose stream (the opener's tag). */
export interface Arrival {
  content: string;
  at: number;
  tag: number;
}

/**
 * A load generator for `GET /api/events` (autocannon cannot hold streams): many
 * text/event-stream connections, one socket each, on 127.0.0.1 only. Each stream's
 * bytes are split into events at blank lines; only `message` events are parsed (their
 * `content` identifies the send), heartbeats (`: ping`) are counted.
 */
export class StreamPool {
  opened = 0;
  failed = 0;
  /** Streams the server ended while we held them. */
  endedByServer = 0;
  heartbeats = 0;
  events = 0;
  private readonly requests = new Set<ClientRequest>();
  private closing = false;

  constructor(
    private readonly baseUrl: string,
    private readonly onMessage: (arrival: Arrival) => void,
    /** The source address (127.0.0.x): each has its own ephemeral ports, for many streams. */
    private readonly localAddress?: string,
  ) {
    if (new URL(baseUrl).hostname !== "127.0.0.1") throw new Error("load generators target 127.0.0.1 only");
  }

  get open(): number {
    return this.requests.size;
  }

  /** Opens one stream with this session cookie; settles once the answer's head is in (200) or it failed. */
  openOne(cookie: string, tag: number): Promise<boolean> {
    const url = new URL("/api/events", this.baseUrl);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        if (!ok) this.failed += 1;
        resolve(ok);
      };
      const req = request(url, {
        agent: false,
        headers: { cookie, accept: "text/event-stream" },
        ...(this.localAddress ? { localAddress: this.localAddress } : {}),
      });
      req.setTimeout(60_000, () => req.destroy(new Error("open timed out")));
      req.on("error", () => {
        this.requests.delete(req);
        settle(false);
      });
      req.on("response", (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          settle(false);
          return;
        }
        req.setTimeout(0);
        this.requests.add(req);
        this.opened += 1;
        settle(true);
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            this.take(buffer.slice(0, end), tag);
            buffer = buffer.slice(end + 2);
          }
        });
        res.on("close", () => {
          if (this.requests.delete(req) && !this.closing) this.endedByServer += 1;
        });
      });
      req.end();
    });
  }

  /** Opens one stream per cookie, `concurrency` opening at once; answers how many opened. */
  async openMany(streams: { cookie: string; tag: number }[], concurrency = 100): Promise<number> {
    let next = 0;
    let ok = 0;
    const worker = async () => {
      while (next < streams.length) {
        const stream = streams[next++];
        if (stream && (await this.openOne(stream.cookie, stream.tag))) ok += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, streams.length) }, worker));
    return ok;
  }

  private take(block: string, tag: number) {
    let event = "";
    let data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) {
        if (line.startsWith(": ping")) this.heartbeats += 1;
        continue;
      }
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data = line.slice(5).trim();
    }
    if (!event) return;
    this.events += 1;
    if (event !== "message") return;
    const at = performance.now();
    const content = (JSON.parse(data) as { content?: unknown }).content;
    if (typeof content === "string") this.onMessage({ content, at, tag });
  }

  /** Closes every stream this pool holds. */
  closeAll(): void {
    this.closing = true;
    for (const req of this.requests) req.destroy();
    this.requests.clear();
  }
}
