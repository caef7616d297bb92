import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createClientIpReader } from "./client-ip";

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe("the client's address behind a balancer (docs/product-rules.md#beyond-one-machine)", () => {
  it("ignores X-Forwarded-For when no proxy is trusted: anyone can write it", () => {
    const clientIp = createClientIpReader([]);
    expect(clientIp(request("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
    expect(clientIp(request("::ffff:203.0.113.9"))).toBe("203.0.113.9");
  });

  it("takes the address a trusted balancer vouches for, and no further than the first untrusted hop", () => {
    const clientIp = createClientIpReader(["127.0.0.1", "10.0.0.0/8"]);
    expect(clientIp(request("::ffff:127.0.0.1", "198.51.100.1"))).toBe("198.51.100.1");
    // The dater wrote the first entry; only the hops the balancers appended count.
    expect(clientIp(request("127.0.0.1", "6.6.6.6, 198.51.100.1, 10.2.3.4"))).toBe("198.51.100.1");
    expect(clientIp(request("127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(request("127.0.0.1", "not-an-address"))).toBe("127.0.0.1");
    // A request straight from the internet cannot claim another address.
    expect(clientIp(request("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
  });

  it("refuses an entry that is neither an address nor a CIDR range", () => {
    expect(() => createClientIpReader(["balancer.local"])).toThrow(/TRUSTED_PROXIES/);
  });
});
