import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection after answering. */
  closed: boolean;
}

/**
 * Sends `request` as bytes on a fresh socket and reads the first answer: what fetch
 * cannot send (`*`, absolute targets, broken escapes, Upgrade). Fails when no answer
 * came within `timeoutMs` (docs/product-rules.md#hardening: within a second, never a hang).
 */
export function rawRequest(baseUrl: string, request: string, timeoutMs = 1_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(request.split("\r\n")[0])}`));
    }, timeoutMs);
    const finish = (closed: boolean) => {
      const text = received.toString("utf8");
      const headerEnd = text.indexOf("\r\n\r\n");
      if (headerEnd === -1) return false;
      const [statusLine = "", ...headerLines] = text.slice(0, headerEnd).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(headerEnd + 4);
      const length = Number(headers["content-length"] ?? NaN);
      if (!closed && !(Number.isFinite(length) && Buffer.byteLength(body) >= length)) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body, closed });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish(false);
    });
    socket.on("end", () => {
      if (!finish(true)) {
        clearTimeout(timer);
        reject(new Error(`connection closed without an answer to ${JSON.stringify(request.split("\r\n")[0])}`));
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(request);
  });
}
