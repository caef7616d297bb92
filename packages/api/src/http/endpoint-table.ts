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

/** Finds a request's endpoint by method and path (`:name` segments), in table order. */
export function createEndpointTable(endpoints: readonly Endpoint[]) {
  const compiled = endpoints.map(compile);
  return {
    match(method: string, pathname: string): EndpointMatch {
      const allowed = new Set<string>();
      for (const candidate of compiled) {
        const found = candidate.pattern.exec(pathname);
        if (!found) continue;
        const { endpoint } = candidate;
        if (endpoint.method !== method && !(method === "HEAD" && answersHead(endpoint))) {
          allowed.add(endpoint.method);
          if (answersHead(endpoint)) allowed.add("HEAD");
          continue;
        }
        const params: Record<string, string> = {};
        candidate.names.forEach((name, index) => {
          params[name] = decodePathSegment(found[index + 1] ?? "");
        });
        return { found: endpoint, params };
      }
      return allowed.size > 0 ? { found: null, allowed: [...allowed] } : null;
    },
  };
}
