import { writeFileSync } from "node:fs";
import path from "node:path";
import { isListening, startService, waitUntil, type Service } from "./processes";

/** The path every instance answers 200 on while its database answers and it is not draining. */
export const HEALTH_PATH = "/api/health";

/**
 * The HAProxy configuration: one front door, short requests spread round-robin over
 * the instances and event streams to the one holding the fewest. Each instance is
 * checked every second; two failed checks take it out and cut its streams
 * (`shutdown-sessions`), so clients reconnect through the front door to a live one.
 * A request whose connection to an instance fails is retried on another
 * (`redispatch`); one that reached an instance is never replayed (it may have
 * committed). Timeouts outlast the 20 s ping of an idle event stream. Every answer
 * names its instance in `x-unveil-instance`.
 */
export function haproxyConfig(port: number, instancePorts: readonly number[]): string {
  const servers = instancePorts.map((instancePort, index) => `  server app${index + 1} 127.0.0.1:${instancePort} check`);
  const checks = [
    `  option httpchk GET ${HEALTH_PATH}`,
    "  http-check expect status 200",
    "  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 on-marked-down shutdown-sessions",
    // Which instance answered (the failover test follows each stream by it).
    "  http-response set-header x-unveil-instance %s",
  ];
  return [
    // No maxconn: HAProxy derives it from the open-files limit.
    "global",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 3",
    "  timeout connect 2s",
    "  timeout queue 10s",
    "  timeout http-request 10s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout tunnel 1h",
    // A refused connection (a dead instance) fails a check at once; a slow answer from a
    // busy one is not a failure until 5 s (a loaded machine answered health in > 1 s).
    "  timeout check 5s",
    "  timeout http-keep-alive 10s",
    "frontend unveil",
    `  bind 127.0.0.1:${port}`,
    "  acl event_stream path /api/events",
    "  acl event_stream path_beg /api/trpc/events.",
    "  use_backend streams if event_stream",
    "  default_backend requests",
    "backend requests",
    "  balance roundrobin",
    ...checks,
    ...servers,
    "backend streams",
    "  balance leastconn",
    ...checks,
    ...servers,
    "",
  ].join("\n");
}

/** Debian's `haproxy` in the foreground (-db) with `haproxyConfig`. */
export async function startHaproxy(dir: string, port: number, instancePorts: readonly number[]): Promise<Service> {
  const configFile = path.join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(port, instancePorts));
  const service = startService("haproxy", "haproxy", ["-db", "-f", configFile], { dir, port });
  await waitUntil(() => isListening(port), "haproxy", 10_000, service);
  return service;
}
