import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/** A reader of the client's address for a request (rate limits per IP, docs/product-rules.md#limits). */
export type ClientIpReader = (req: IncomingMessage) => string;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

function trustedList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`Invalid environment: TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * docs/product-rules.md#beyond-one-machine: behind a balancer every request comes from
 * the balancer's address, so the client's is read from X-Forwarded-For, but only as far
 * as trusted hops vouch for it: from the socket's peer leftwards, each address that is
 * a trusted proxy hands over to the one before it; the first that is not is the
 * client. Anyone can write X-Forwarded-For, so with no trusted proxies (the default)
 * it is ignored and the peer is the client.
 */
export function createClientIpReader(trustedProxies: readonly string[]): ClientIpReader {
  const trusted = trustedList(trustedProxies);
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? "ipv4" : "ipv6");
  };
  return (req) => {
    let client = plain(req.socket.remoteAddress ?? "unknown");
    if (trustedProxies.length === 0 || !isTrusted(client)) return client;
    const header = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((hop) => plain(hop.trim()))
      .filter(Boolean);
    while (isTrusted(client) && hops.length > 0) {
      const next = hops.pop() ?? client;
      if (isIP(next) === 0) break;
      client = next;
    }
    return client;
  };
}
