import superjson from "superjson";
import { describe, expect, it, vi } from "vitest";
import type { HttpClient } from "../test/http-client";
import { TestEventStream } from "../test/event-stream-client";
import { matchedPair, type MessageJson } from "../test/match-fixtures";
import { useTestServer } from "../test/test-server";

/**
 * docs/product-rules.md#live-events, the web app's side: `events.stream` over tRPC's SSE wire (what
 * httpSubscriptionLink reads), through the real HTTP server and a real database.
 */
const server = useTestServer();

interface TrpcFrame {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** A raw reader of tRPC's SSE framing: `id:` is the tracked id, `data:` superjson. */
async function subscribe(client: HttpClient | null, lastEventId?: string) {
  const controller = new AbortController();
  const input = encodeURIComponent(JSON.stringify(superjson.serialize(lastEventId ? { lastEventId } : undefined)));
  const response = await fetch(`${server.baseUrl}/api/trpc/events.stream?input=${input}`, {
    headers: client ? { cookie: client.cookie ?? "" } : {},
    signal: controller.signal,
  });
  const frames: TrpcFrame[] = [];
  let raw = "";
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += value;
      }
    } catch {
      // Aborted by close().
    }
  })();
  const parse = () => {
    frames.length = 0;
    for (const block of raw.split("\n\n").slice(0, -1)) {
      const fields = new Map<string, string>();
      for (const line of block.split("\n")) {
        const colon = line.indexOf(":");
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      const data = fields.get("data");
      frames.push({
        id: fields.get("id"),
        event: fields.get("event") ?? "message",
        data: data ? superjson.deserialize(JSON.parse(data) as Parameters<typeof superjson.deserialize>[0]) : undefined,
      });
    }
    return frames;
  };
  return {
    response,
    get raw() {
      return raw;
    },
    async next(match: (frame: TrpcFrame) => boolean, timeoutMs = 5_000): Promise<TrpcFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = parse().find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching frame in: ${raw}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    frames: () => parse(),
    async close() {
      controller.abort();
      await ended;
    },
  };
}

const isMessage = (id: string) => (frame: TrpcFrame) =>
  frame.event === "message" && (frame.data as { event?: string; data?: { id?: string } } | undefined)?.data?.id === id;

async function send(client: HttpClient, matchId: string, content: string): Promise<MessageJson> {
  const result = await client.post("/api/messages", { matchId, content });
  expect(result.status).toBe(201);
  return result.json as MessageJson;
}

describe("events.stream (tRPC subscription over SSE)", () => {
  it("refuses a signed-out caller and carries a message with its tracked id, as GET /api/events sends it", async () => {
    const signedOut = await subscribe(null);
    await signedOut.next((frame) => frame.event === "serialized-error");
    expect(signedOut.raw).toContain("UNAUTHORIZED");
    await signedOut.close();

    const { alice, bob, matchId } = await matchedPair(server);
    const stream = await subscribe(alice.client);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    await stream.next((frame) => frame.event === "connected");
    // tRPC says 'connected' before the procedure has registered the stream with the hub.
    await vi.waitFor(() => expect(server.deps.events.hasOpenStream(alice.id)).toBe(true));
    const sent = await send(bob.client, matchId, "Hello over tRPC");
    const frame = await stream.next(isMessage(sent.id));
    expect(frame.id).toMatch(/^[0-9a-z]+\.[0-9a-z]+$/);
    // The same payload as the REST answer (superjson brings the dates back as Dates).
    expect(JSON.parse(JSON.stringify(frame.data))).toEqual({ event: "message", data: sent });
    await stream.close();
  });

  it("resumes from lastEventId with the missed message, and shares the 5-streams limit with GET /api/events", async () => {
    const { alice, bob, matchId } = await matchedPair(server);
    const first = await subscribe(alice.client);
    await first.next((frame) => frame.event === "connected");
    await vi.waitFor(() => expect(server.deps.events.hasOpenStream(alice.id)).toBe(true));
    const one = await send(bob.client, matchId, "one");
    const cursor = (await first.next(isMessage(one.id))).id ?? "";
    await first.close();
    const two = await send(bob.client, matchId, "two");

    const resumed = await subscribe(alice.client, cursor);
    await resumed.next(isMessage(two.id));
    expect(resumed.frames().filter(isMessage(one.id))).toHaveLength(0);

    // Four REST streams more make five; a sixth (REST) closes the oldest: the subscription.
    const rest = await Promise.all([1, 2, 3, 4, 5].map(() => TestEventStream.open(server.baseUrl, alice.client.cookie)));
    await resumed.next((frame) => frame.event === "return");
    await Promise.all([resumed.close(), ...rest.map((stream) => stream.close())]);
  });
});
