/** One parsed text/event-stream event. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/**
 * A raw SSE reader for tests: every byte kept (`raw`, for privacy searches), events
 * parsed as they arrive, `next()` waits for one, `ended` settles when the server closes.
 */
export class TestEventStream {
  raw = "";
  status = 0;
  headers = new Headers();
  readonly events: StreamEvent[] = [];
  ended: Promise<void> = Promise.resolve();
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  private buffer = "";

  static async open(baseUrl: string, cookie: string | undefined, options: { lastEventId?: string; query?: string } = {}) {
    const stream = new TestEventStream();
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (options.lastEventId) headers["last-event-id"] = options.lastEventId;
    const response = await fetch(`${baseUrl}/api/events${options.query ?? ""}`, { headers, signal: stream.controller.signal });
    stream.status = response.status;
    stream.headers = response.headers;
    if (!response.body) return stream;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    stream.ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          stream.take(value);
        }
      } catch {
        // Aborted by close().
      }
      stream.wake();
    })();
    return stream;
  }

  private take(chunk: string) {
    this.raw += chunk;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      const event = fields.get("event");
      if (event) this.events.push({ id: fields.get("id"), event, data: JSON.parse(fields.get("data") ?? "null") as unknown });
    }
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The first event (from `from` on) that matches, waiting up to `timeoutMs`. */
  async next(match: (event: StreamEvent) => boolean, options: { from?: number; timeoutMs?: number } = {}): Promise<StreamEvent> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    for (;;) {
      const found = this.events.slice(options.from ?? 0).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event; got ${this.events.map((e) => e.event).join(", ")}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  named(name: string) {
    return this.events.filter((event) => event.event === name);
  }

  async close() {
    this.controller.abort();
    await this.ended;
  }
}
