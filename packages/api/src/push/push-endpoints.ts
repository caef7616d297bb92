/** Hosts an `http:` endpoint may use, and only when PUSH_SERVICE_HOSTS names them exactly (tests). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function hostListed(host: string, serviceHosts: readonly string[]): boolean {
  return serviceHosts.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/**
 * docs/product-rules.md#push: a push endpoint is an `https:` URL on a listed push service, or an
 * `http:` URL on a loopback host the list names explicitly; nothing else, so no one
 * can make the server call an address of their choosing. Credentials in the URL are refused.
 */
export function isAllowedPushEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:") return hostListed(host, serviceHosts);
  if (url.protocol === "http:") return LOOPBACK_HOSTS.has(host) && serviceHosts.includes(host);
  return false;
}
