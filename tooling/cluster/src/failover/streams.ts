import { request, type ClientRequest } from "node:http";

/**
 * One dater's event stream through the front door, resuming as a browser's
 * EventSource does: when the stream ends it reopens after `retryMs` with
 * `Last-Event-ID` (the last id it got). Counts every `message` event by message id,
 * so a message lost or delivered twice across the reconnect shows.
 */
export class ResumingStream {
  lastEventId: string | undefined;
  /** Message id → how many times it arrived. */
  readonly received = new Map<string, number>();
  /** The instances that served this stream, in order (HAProxy's x-unveil-instance). */
  readonly instances: string[] = [];
  /** When each open and each cut happened (ISO times, for the log). */
  readonly history: string[] = [];
  opens = 0;
  openFailures = 0;
  cuts = 0;
  resets = 0;
  private current: ClientRequest | undefined;
  private closing = false;
  private readyResolve: (() => void) | undefined;
  readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));

  constructor(
    private readonly baseUrl: string,
    readonly daterIndex: number,
    private readonly cookie: string,
    private readonly retryMs = 250,
  ) {}

  get open(): boolean {
    return this.current !== undefined;
  }

  start(): void {
    const headers: Record<string, string> = { cookie: this.cookie, accept: "text/event-stream" };
    if (this.lastEventId) headers["last-event-id"] = this.lastEventId;
    const req = request(new URL("/api/events", this.baseUrl), { agent: false, headers });
    let buffer = "";
    let settled = false;
    const retry = (failedToOpen: boolean) => {
      if (settled) return;
      settled = true;
      if (this.current === req) this.current = undefined;
      if (failedToOpen) this.openFailures += 1;
      else {
        this.cuts += 1;
        this.history.push(`cut ${new Date().toISOString()}`);
      }
      if (!this.closing) setTimeout(() => this.start(), this.retryMs);
    };
    req.setTimeout(10_000, () => req.destroy(new Error("no answer")));
    req.on("error", () => retry(!this.current));
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        retry(true);
        return;
      }
      req.setTimeout(0);
      this.current = req;
      this.opens += 1;
      this.instances.push(String(res.headers["x-unveil-instance"] ?? "?"));
      this.history.push(`open ${this.instances.at(-1)} ${new Date().toISOString()}${this.lastEventId ? " resuming" : ""}`);
      this.readyResolve?.();
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on("end", () => retry(false));
      res.on("error", () => retry(false));
      res.on("close", () => retry(false));
    });
    req.end();
  }

  private take(block: string): void {
    let id: string | undefined;
    let event: string | undefined;
    let data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("id:")) id = line.slice(3).trim();
      else if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    if (id) this.lastEventId = id;
    if (event === "reset") this.resets += 1;
    if (event !== "message") return;
    const message = JSON.parse(data) as { id: string };
    this.received.set(message.id, (this.received.get(message.id) ?? 0) + 1);
  }

  close(): void {
    this.closing = true;
    this.current?.destroy();
    this.current = undefined;
  }
}
