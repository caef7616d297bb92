import { DomainError } from "../errors";
import type { Endpoint } from "./endpoints/endpoint";

interface CompiledEndpoint {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
}

export type EndpointMatch =
  | { found: Endpoint; params: Record<string, string> }
  /** The path exists, not with this method: the methods it takes. */
  | { found: null; allowed: string[] }
  | null;

/** A path segment as the endpoint reads it; a broken escape is the caller's fault. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new DomainError("BAD_REQUEST", "Malformed percent-escape in the path");
  }
}

function compile(endpoint: Endpoint): CompiledEndpoint {
  const names: string[] = [];
  const source = endpoint.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { endpoint, pattern: new RegExp(`^${source}/?$`), names };
}

const answersHead = (endpoint: Endpoint) => endpoint.kind === "raw" && endpoint.head === true;

const LITERAL_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A path's first two segments (`api/messages`), the table's index; null when a path has fewer. */
function leadOf(path: string): string | null {
  const [, first, second] = path.split("/", 3);
  return first === undefined || second === undefined ? null : `${first}/${second}`;
}

/** An endpoint's index key: its first two segments when both are literal, else null (a candidate for every path). */
function keyOf(endpoint: Endpoint): string | null {
  const lead = leadOf(endpoint.path);
  return lead !== null && lead.split("/").every((segment) => LITERAL_SEGMENT.test(segment)) ? lead : null;
}

/**
 * Finds a request's endpoint by method and path (`:name` segments), in table order.
 * Only the rows that can match are tried: those sharing the path's first two segments
 * (plus any row whose own are not literal), indexed once here.
 */
export function createEndpointTable(endpoints: readonly Endpoint[]) {
  const compiled = endpoints.map(compile);
  const anyPath = compiled.filter((entry) => keyOf(entry.endpoint) === null);
  const byLead = new Map<string, CompiledEndpoint[]>();
  for (const entry of compiled) {
    const key = keyOf(entry.endpoint);
    if (key !== null && !byLead.has(key)) {
      byLead.set(
        key,
        compiled.filter((other) => [key, null].includes(keyOf(other.endpoint))),
      );
    }
  }
  return {
    match(method: string, pathname: string): EndpointMatch {
      const lead = leadOf(pathname);
      const candidates = (lead === null ? undefined : byLead.get(lead)) ?? anyPath;
      let allowed: Set<string> | undefined;
      for (const candidate of candidates) {
        const found = candidate.pattern.exec(pathname);
        if (!found) continue;
        const { endpoint } = candidate;
        if (endpoint.method !== method && !(method === "HEAD" && answersHead(endpoint))) {
          allowed ??= new Set<string>();
          allowed.add(endpoint.method);
          if (answersHead(endpoint)) allowed.add("HEAD");
          continue;
        }
        const params: Record<string, string> = {};
        for (let index = 0; index < candidate.names.length; index += 1) {
          params[candidate.names[index]!] = decodePathSegment(found[index + 1] ?? "");
        }
        return { found: endpoint, params };
      }
      return allowed ? { found: null, allowed: [...allowed] } : null;
    },
  };
}
