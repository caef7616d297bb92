import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What a push service received: the request as sent, and its payload decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server standing in for a browser's push service (the only stub, at the
 * network edge). Answers 201, or what `answer` says for a path (e.g. 410 = gone).
 */
export interface FakePushService {
  host: string;
  baseUrl: string;
  received: ReceivedPush[];
  answer: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: the key pair and auth secret a real PushManager makes. */
export interface FakeBrowserSubscription {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

export function fakeBrowserSubscription(endpoint: string): FakeBrowserSubscription {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    /** RFC 8291 / RFC 8188 (aes128gcm), one record: what the browser does before the service worker sees it. */
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const keyIdLength = body.readUInt8(20);
      const serverPublicKey = body.subarray(21, 21 + keyIdLength);
      const ciphertext = body.subarray(21 + keyIdLength);
      const sharedSecret = ecdh.computeSecret(serverPublicKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverPublicKey]);
      const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
