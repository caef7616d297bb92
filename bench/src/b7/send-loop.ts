import { Agent, request } from "node:http";
import { quantile } from "../lib/stats";

interface Sender {
  senderCookie: string;
  matchId: string;
}

/** One send, answered: its status and how long it took. */
function send(agent: Agent, baseUrl: string, sender: Sender, content: string): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({ matchId: sender.matchId, content });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/api/messages`, {
      method: "POST",
      agent,
      headers: { cookie: sender.senderCookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * Closed loop: each sender (its own keep-alive socket) sends its next message as soon as
 * the last is answered, for `seconds`. Answers the 201s per second and the latencies.
 */
export async function sendLoop(baseUrl: string, senders: Sender[], seconds: number) {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let answered201 = 0;
  let failed = 0;
  await Promise.all(
    senders.map(async (sender, index) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let count = 0; performance.now() < until; count++) {
        const { status, ms } = await send(agent, baseUrl, sender, `b7 ${index}.${count}: how was your day?`);
        if (status === 201) {
          answered201 += 1;
          latencies.push(ms);
        } else failed += 1;
      }
      agent.destroy();
    }),
  );
  return {
    sendsPerSecond: answered201 / seconds,
    answered201,
    failed,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
  };
}
